/**
 * @generated SignedSource<<771940294cb20364811d463de24b98c9>>
 * @relayHash 5e00c654f20af9094e63a0d3da28b0ee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4cc34f4f9a10b22a9132001b517bdcfc461f1cdecf4b32d7939bb2a1a599cbc

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteCommentMutation$variables = {
  id: string;
};
export type useDeleteCommentMutation$data = {
  readonly deleteComment: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useDeleteCommentMutation = {
  response: useDeleteCommentMutation$data;
  variables: useDeleteCommentMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteComment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteCommentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteCommentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5e00c654f20af9094e63a0d3da28b0ee",
    "id": "a4cc34f4f9a10b22a9132001b517bdcfc461f1cdecf4b32d7939bb2a1a599cbc",
    "metadata": {},
    "name": "useDeleteCommentMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteCommentMutation(\n  $id: ID!\n) {\n  deleteComment(id: $id) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bf26bbb364d863cc489a12159257de49";

export default node;
