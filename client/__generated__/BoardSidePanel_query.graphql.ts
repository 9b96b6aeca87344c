/**
 * @generated SignedSource<<3a8a81b85db84425a763544d55605a5e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BoardSidePanel_query$data = {
  readonly levelRanking: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly levelScore: number;
        readonly " $fragmentSpreads": FragmentRefs<"UserName_user">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "BoardSidePanel_query";
};
export type BoardSidePanel_query$key = {
  readonly " $data"?: BoardSidePanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"BoardSidePanel_query">;
};

import BoardSidePanelRefetchQuery_graphql from './BoardSidePanelRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": 0,
      "kind": "LocalArgument",
      "name": "rankingOffset"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": BoardSidePanelRefetchQuery_graphql
    }
  },
  "name": "BoardSidePanel_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 20
        },
        {
          "kind": "Variable",
          "name": "offset",
          "variableName": "rankingOffset"
        }
      ],
      "concreteType": "QueryLevelRankingConnection",
      "kind": "LinkedField",
      "name": "levelRanking",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryLevelRankingConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "node",
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
                  "name": "levelScore",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "UserName_user"
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
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "94c2adfe83b0a3851da317204f7dc142";

export default node;
