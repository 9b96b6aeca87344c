/**
 * @generated SignedSource<<e3bfd9025ea1eb797d04b7d03a6271e2>>
 * @relayHash 9061944ebe3444784671f7958820e3e0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 241ab14dc8d29ff8305bf64f09231f2d6c9668e98aaf66cfbbbcfdcf0fc983a4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ActivityPostsRefetchQuery$variables = {
  id: string;
  offset?: number | null | undefined;
};
export type ActivityPostsRefetchQuery$data = {
  readonly node: {
    readonly " $fragmentSpreads": FragmentRefs<"ActivityPosts_user">;
  } | null | undefined;
};
export type ActivityPostsRefetchQuery = {
  response: ActivityPostsRefetchQuery$data;
  variables: ActivityPostsRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v1 = {
  "defaultValue": 0,
  "kind": "LocalArgument",
  "name": "offset"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v3 = {
  "kind": "Variable",
  "name": "offset",
  "variableName": "offset"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ActivityPostsRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "args": [
              (v3/*:: as any*/)
            ],
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ActivityPostsRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 20
                  },
                  (v3/*:: as any*/)
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
                          (v4/*:: as any*/),
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
                "storageKey": null
              }
            ],
            "type": "User",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9061944ebe3444784671f7958820e3e0",
    "id": "241ab14dc8d29ff8305bf64f09231f2d6c9668e98aaf66cfbbbcfdcf0fc983a4",
    "metadata": {},
    "name": "ActivityPostsRefetchQuery",
    "operationKind": "query",
    "text": "query ActivityPostsRefetchQuery(\n  $offset: Int = 0\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...ActivityPosts_user_3O7lgo\n    id\n  }\n}\n\nfragment ActivityPosts_user_3O7lgo on User {\n  posts(first: 20, offset: $offset) {\n    totalCount\n    edges {\n      node {\n        id\n        databaseId\n        title\n        type\n        excerpt\n        createdAt\n      }\n    }\n  }\n  id\n}\n"
  }
};
})();

(node as any).hash = "7da1865a2b8fd61f5a9c7a97d30c9bc2";

export default node;
