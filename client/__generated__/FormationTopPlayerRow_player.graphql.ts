/**
 * @generated SignedSource<<f295be322e7811b83d76fd06478619c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FormationTopPlayerRow_player$data = {
  readonly avgRating: number;
  readonly card: {
    readonly className: string | null | undefined;
    readonly databaseId: number;
    readonly name: string;
    readonly ovr: number;
    readonly position: string;
  };
  readonly rank: number;
  readonly reviewCount: number;
  readonly " $fragmentType": "FormationTopPlayerRow_player";
};
export type FormationTopPlayerRow_player$key = {
  readonly " $data"?: FormationTopPlayerRow_player$data;
  readonly " $fragmentSpreads": FragmentRefs<"FormationTopPlayerRow_player">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FormationTopPlayerRow_player",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rank",
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
          "name": "ovr",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "position",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "className",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "FormationTopPlayer",
  "abstractKey": null
};

(node as any).hash = "4e0526da2d2cf51cc4ed8e8e3c3c3c60";

export default node;
