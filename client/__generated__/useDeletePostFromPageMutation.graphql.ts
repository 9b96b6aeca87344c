/**
 * @generated SignedSource<<8c36bef2fb555185e83a49877e3a63ca>>
 * @relayHash 57275a3e5c1639b4bf58f6049d26d1cc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cfefdd8b34d7408e79b2c3356732a669b824d4dff749097a7d15e3102d46e190

import { ConcreteRequest } from 'relay-runtime';
export type useDeletePostFromPageMutation$variables = {
  id: string;
};
export type useDeletePostFromPageMutation$data = {
  readonly deletePost: {
    readonly __typename: string;
    readonly data?: {
      readonly deletedId: string;
    };
    readonly message?: string;
  };
};
export type useDeletePostFromPageMutation = {
  response: useDeletePostFromPageMutation$data;
  variables: useDeletePostFromPageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeletePostFromPageMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deletePost",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DeletedPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "MutationDeletePostSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeletePostFromPageMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deletePost",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DeletedPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "filters": null,
                    "handle": "deleteRecord",
                    "key": "",
                    "kind": "ScalarHandle",
                    "name": "deletedId"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationDeletePostSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "57275a3e5c1639b4bf58f6049d26d1cc",
    "id": "cfefdd8b34d7408e79b2c3356732a669b824d4dff749097a7d15e3102d46e190",
    "metadata": {},
    "name": "useDeletePostFromPageMutation",
    "operationKind": "mutation",
    "text": "mutation useDeletePostFromPageMutation(\n  $id: ID!\n) {\n  deletePost(id: $id) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationDeletePostSuccess {\n      data {\n        deletedId\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a44a859911670bd108387daed2b9bba5";

export default node;
