/**
 * @generated SignedSource<<36efe238818a4eb119deb11676270cfc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LevelRankingTable_query$data = {
  readonly cardsAtLevel: ReadonlyArray<{
    readonly card: {
      readonly avgRating: number;
      readonly className: string | null | undefined;
      readonly databaseId: number;
      readonly id: string;
      readonly name: string;
      readonly ovr: number;
      readonly position: string;
      readonly reviewCount: number;
    };
    readonly hasLevel: boolean;
    readonly ovr: number;
  }>;
  readonly " $fragmentType": "LevelRankingTable_query";
};
export type LevelRankingTable_query$key = {
  readonly " $data"?: LevelRankingTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LevelRankingTable_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ovr",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "kind"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "level"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "position"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "LevelRankingTable_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        },
        {
          "kind": "Variable",
          "name": "kind",
          "variableName": "kind"
        },
        {
          "kind": "Variable",
          "name": "level",
          "variableName": "level"
        },
        {
          "kind": "Variable",
          "name": "position",
          "variableName": "position"
        }
      ],
      "concreteType": "CardAtLevel",
      "kind": "LinkedField",
      "name": "cardsAtLevel",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasLevel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Card",
          "kind": "LinkedField",
          "name": "card",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "databaseId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "position",
              "storageKey": null
            },
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "className",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "avgRating",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reviewCount",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "6304c440cec4a6caac77f4d1763464e9";

export default node;
