/**
 * @generated SignedSource<<628505b8505f6fbae41d7b5681dea3e3>>
 * @relayHash bef69464da0251d8f4b1fbda78d8e711
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2b9cf0db3749c933355c8d513d0b246bd7b438d9d3ce61ad219238e4d4557b7e

import { ConcreteRequest } from 'relay-runtime';
export type useSetPasswordMutation$variables = {
  newPassword: string;
};
export type useSetPasswordMutation$data = {
  readonly setPassword: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useSetPasswordMutation = {
  response: useSetPasswordMutation$data;
  variables: useSetPasswordMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "newPassword"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "newPassword",
        "variableName": "newPassword"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setPassword",
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
    "name": "useSetPasswordMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetPasswordMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bef69464da0251d8f4b1fbda78d8e711",
    "id": "2b9cf0db3749c933355c8d513d0b246bd7b438d9d3ce61ad219238e4d4557b7e",
    "metadata": {},
    "name": "useSetPasswordMutation",
    "operationKind": "mutation",
    "text": "mutation useSetPasswordMutation(\n  $newPassword: String!\n) {\n  setPassword(newPassword: $newPassword) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6288cb3fb2f9c1a1e699762bae67a7da";

export default node;
