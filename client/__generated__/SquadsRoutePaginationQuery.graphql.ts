/**
 * @generated SignedSource<<702f90c7b5e7b9ab6f03e5f9ff965280>>
 * @relayHash 57f67070374cda930c4a7a665ae23071
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f4c6585f902f71db3f8c6db383c6b5698b4930671a120dc7fd05b2eaeb22e22b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SquadSort = "LIKES" | "NEWEST" | "%future added value";
export type SquadsRoutePaginationQuery$variables = {
  after?: string | null | undefined;
  first?: number | null | undefined;
  formation?: string | null | undefined;
  mine?: boolean | null | undefined;
  sort: SquadSort;
};
export type SquadsRoutePaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SquadsRoute_query">;
};
export type SquadsRoutePaginationQuery = {
  response: SquadsRoutePaginationQuery$data;
  variables: SquadsRoutePaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  },
  {
    "defaultValue": 20,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "formation"
  },
  {
    "defaultValue": false,
    "kind": "LocalArgument",
    "name": "mine"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sort"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "formation",
    "variableName": "formation"
  },
  {
    "kind": "Variable",
    "name": "mine",
    "variableName": "mine"
  },
  {
    "kind": "Variable",
    "name": "sort",
    "variableName": "sort"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SquadsRoutePaginationQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "SquadsRoute_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SquadsRoutePaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "QuerySquadsConnection",
        "kind": "LinkedField",
        "name": "squads",
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
            "concreteType": "QuerySquadsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Squad",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
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
                    "name": "formation",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isPublic",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "likeCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "commentCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "shareCode",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanEdit",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "author",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "displayName",
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": [
          "sort",
          "formation",
          "mine"
        ],
        "handle": "connection",
        "key": "SquadsRoute_squads",
        "kind": "LinkedHandle",
        "name": "squads"
      }
    ]
  },
  "params": {
    "cacheID": "57f67070374cda930c4a7a665ae23071",
    "id": "f4c6585f902f71db3f8c6db383c6b5698b4930671a120dc7fd05b2eaeb22e22b",
    "metadata": {},
    "name": "SquadsRoutePaginationQuery",
    "operationKind": "query",
    "text": "query SquadsRoutePaginationQuery(\n  $after: String\n  $first: Int = 20\n  $formation: String\n  $mine: Boolean = false\n  $sort: SquadSort!\n) {\n  ...SquadsRoute_query_2pgMja\n}\n\nfragment SquadListItem_squad on Squad {\n  id\n  databaseId\n  name\n  formation\n  isPublic\n  likeCount\n  commentCount\n  shareCode\n  viewerCanEdit\n  author {\n    displayName\n    id\n  }\n}\n\nfragment SquadsRoute_query_2pgMja on Query {\n  squads(sort: $sort, formation: $formation, mine: $mine, first: $first, after: $after) {\n    totalCount\n    edges {\n      node {\n        id\n        ...SquadListItem_squad\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "18930321be70696ffcd38424fb2d533d";

export default node;
