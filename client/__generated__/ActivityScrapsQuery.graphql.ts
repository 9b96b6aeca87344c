/**
 * @generated SignedSource<<dd3a1f734b43cb068239d6e135490bbc>>
 * @relayHash 445f9ddd574a63320feae73329e90445
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d927f0945ca123717e95b29a37186d393212c4197d4e0e4c6a9f43da44e88e0a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ActivityScrapsQuery$variables = Record<PropertyKey, never>;
export type ActivityScrapsQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"ActivityScraps_user">;
  } | null | undefined;
};
export type ActivityScrapsQuery = {
  response: ActivityScrapsQuery$data;
  variables: ActivityScrapsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ActivityScrapsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ActivityScraps_user"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ActivityScrapsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
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
                "kind": "Literal",
                "name": "offset",
                "value": 0
              }
            ],
            "concreteType": "UserScrapsConnection",
            "kind": "LinkedField",
            "name": "scraps",
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
                "concreteType": "UserScrapsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Post",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v0/*:: as any*/),
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
                        "name": "title",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "type",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "excerpt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "createdAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "scrapCount",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "scraps(first:20,offset:0)"
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "445f9ddd574a63320feae73329e90445",
    "id": "d927f0945ca123717e95b29a37186d393212c4197d4e0e4c6a9f43da44e88e0a",
    "metadata": {},
    "name": "ActivityScrapsQuery",
    "operationKind": "query",
    "text": "query ActivityScrapsQuery {\n  viewer {\n    ...ActivityScraps_user\n    id\n  }\n}\n\nfragment ActivityScraps_user on User {\n  scraps(first: 20, offset: 0) {\n    totalCount\n    edges {\n      node {\n        id\n        databaseId\n        title\n        type\n        excerpt\n        createdAt\n        scrapCount\n      }\n    }\n  }\n  id\n}\n"
  }
};
})();

(node as any).hash = "127b9514f43cf31a26e8a933817474a5";

export default node;
