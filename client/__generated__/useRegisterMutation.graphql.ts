/**
 * @generated SignedSource<<ecef6b6d7c1b89b40a48a9eab80e9935>>
 * @relayHash 101ceb9a83d07bcfbf2a10476c9e6535
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c8641cc9a22d1901fcb29456e12db5094f6838f778997126d8e622d708c6451b

import { ConcreteRequest } from 'relay-runtime';
export type useRegisterMutation$variables = {
  email: string;
  nickname: string;
  password: string;
};
export type useRegisterMutation$data = {
  readonly register: {
    readonly __typename: string;
    readonly data?: {
      readonly email: string;
    };
    readonly message?: string;
  };
};
export type useRegisterMutation = {
  response: useRegisterMutation$data;
  variables: useRegisterMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "nickname"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "password"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      },
      {
        "kind": "Variable",
        "name": "nickname",
        "variableName": "nickname"
      },
      {
        "kind": "Variable",
        "name": "password",
        "variableName": "password"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "register",
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
            "concreteType": "RegistrationPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationRegisterSuccess",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRegisterMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRegisterMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "101ceb9a83d07bcfbf2a10476c9e6535",
    "id": "c8641cc9a22d1901fcb29456e12db5094f6838f778997126d8e622d708c6451b",
    "metadata": {},
    "name": "useRegisterMutation",
    "operationKind": "mutation",
    "text": "mutation useRegisterMutation(\n  $email: String!\n  $nickname: String!\n  $password: String!\n) {\n  register(email: $email, nickname: $nickname, password: $password) {\n    __typename\n    ... on MutationRegisterSuccess {\n      data {\n        email\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "38e67ceb43bdb74e05d531e1923c09c6";

export default node;
