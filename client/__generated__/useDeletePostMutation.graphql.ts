/**
 * @generated SignedSource<<f52ab415f00521e5908e9cab1ff04964>>
 * @relayHash b80adc837b3b75528adeccfa5333e68c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 504567c276c2906e1dcd7634e8e174d94f87eac0b3d4aafb459e5ce4ec39af56

import { ConcreteRequest } from 'relay-runtime';
export type useDeletePostMutation$variables = {
  id: string;
};
export type useDeletePostMutation$data = {
  readonly deletePost: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useDeletePostMutation = {
  response: useDeletePostMutation$data;
  variables: useDeletePostMutation$variables;
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
    "name": "deletePost",
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
    "name": "useDeletePostMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeletePostMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b80adc837b3b75528adeccfa5333e68c",
    "id": "504567c276c2906e1dcd7634e8e174d94f87eac0b3d4aafb459e5ce4ec39af56",
    "metadata": {},
    "name": "useDeletePostMutation",
    "operationKind": "mutation",
    "text": "mutation useDeletePostMutation(\n  $id: ID!\n) {\n  deletePost(id: $id) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "43f2d5c4f9d02c80716e17330d5a6b37";

export default node;
