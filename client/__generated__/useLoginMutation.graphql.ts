/**
 * @generated SignedSource<<38d8714601cda5e6b8cd882f6c582c7d>>
 * @relayHash 22c2d1e7d63db40adb64eacfe10a5814
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5337b1b01c972c7b8cfed65c85e4116884ce4a26d635565d94e718f04efa7604

import { ConcreteRequest } from 'relay-runtime';
export type useLoginMutation$variables = {
  password: string;
  username: string;
};
export type useLoginMutation$data = {
  readonly login: {
    readonly __typename: string;
    readonly data?: {
      readonly isTempPassword: boolean;
      readonly token: string;
    };
    readonly email?: string;
    readonly message?: string;
    readonly signupToken?: string | null | undefined;
  };
};
export type useLoginMutation = {
  response: useLoginMutation$data;
  variables: useLoginMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "password"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "username"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "password",
        "variableName": "password"
      },
      {
        "kind": "Variable",
        "name": "username",
        "variableName": "username"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "login",
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
            "concreteType": "AuthPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "token",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isTempPassword",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationLoginSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "signupToken",
            "storageKey": null
          }
        ],
        "type": "VerificationRequiredError",
        "abstractKey": null
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useLoginMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useLoginMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "22c2d1e7d63db40adb64eacfe10a5814",
    "id": "5337b1b01c972c7b8cfed65c85e4116884ce4a26d635565d94e718f04efa7604",
    "metadata": {},
    "name": "useLoginMutation",
    "operationKind": "mutation",
    "text": "mutation useLoginMutation(\n  $username: String!\n  $password: String!\n) {\n  login(username: $username, password: $password) {\n    __typename\n    ... on MutationLoginSuccess {\n      data {\n        token\n        isTempPassword\n      }\n    }\n    ... on VerificationRequiredError {\n      email\n      signupToken\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "196eda9294116e349419ddb4a56dec6f";

export default node;
