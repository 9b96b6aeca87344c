/**
 * @generated SignedSource<<ad0e572797282c3642b7bc0101a0bafe>>
 * @relayHash ec3348db1d05f10549d05efefabbe506
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 56bf28b8295ec77f138aa1e003efbf3727a375d982304a2f4bc3217f43622940

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ActivityPostsQuery$variables = Record<PropertyKey, never>;
export type ActivityPostsQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"ActivityPosts_user">;
  } | null | undefined;
};
export type ActivityPostsQuery = {
  response: ActivityPostsQuery$data;
  variables: ActivityPostsQuery$variables;
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
    "name": "ActivityPostsQuery",
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
            "name": "ActivityPosts_user"
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
    "name": "ActivityPostsQuery",
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
            "concreteType": "UserPostsConnection",
            "kind": "LinkedField",
            "name": "posts",
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
                "concreteType": "UserPostsConnectionEdge",
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
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "posts(first:20,offset:0)"
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ec3348db1d05f10549d05efefabbe506",
    "id": "56bf28b8295ec77f138aa1e003efbf3727a375d982304a2f4bc3217f43622940",
    "metadata": {},
    "name": "ActivityPostsQuery",
    "operationKind": "query",
    "text": "query ActivityPostsQuery {\n  viewer {\n    ...ActivityPosts_user\n    id\n  }\n}\n\nfragment ActivityPosts_user on User {\n  posts(first: 20, offset: 0) {\n    totalCount\n    edges {\n      node {\n        id\n        databaseId\n        title\n        type\n        excerpt\n        createdAt\n      }\n    }\n  }\n  id\n}\n"
  }
};
})();

(node as any).hash = "4396ee5c122763ac557d176d689b1796";

export default node;
