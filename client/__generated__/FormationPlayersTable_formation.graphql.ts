/**
 * @generated SignedSource<<8c1b601b5990c1af1d3d6af13234d3ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FormationPlayersTable_formation$data = {
  readonly name: string;
  readonly topPlayers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly avgRating: number;
        readonly card: {
          readonly agilityMain: number | null | undefined;
          readonly className: string | null | undefined;
          readonly databaseId: number;
          readonly defending: number | null | undefined;
          readonly name: string;
          readonly ovr: number;
          readonly pace: number | null | undefined;
          readonly passing: number | null | undefined;
          readonly physical: number | null | undefined;
          readonly position: string;
          readonly shooting: number | null | undefined;
        };
        readonly rank: number;
        readonly reviewCount: number;
      };
    }>;
  };
  readonly " $fragmentType": "FormationPlayersTable_formation";
};
export type FormationPlayersTable_formation$key = {
  readonly " $data"?: FormationPlayersTable_formation$data;
  readonly " $fragmentSpreads": FragmentRefs<"FormationPlayersTable_formation">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "position"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "FormationPlayersTable_formation",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        },
        {
          "kind": "Variable",
          "name": "position",
          "variableName": "position"
        }
      ],
      "concreteType": "FormationTopPlayersConnection",
      "kind": "LinkedField",
      "name": "topPlayers",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "FormationTopPlayersConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "FormationTopPlayer",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                    (v0/*:: as any*/),
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
                      "name": "ovr",
                      "storageKey": null
                    },
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
                      "name": "pace",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "shooting",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "passing",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "agilityMain",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "defending",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "physical",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Formation",
  "abstractKey": null
};
})();

(node as any).hash = "24a6e39c37d00505fb2802891e691fc6";

export default node;
