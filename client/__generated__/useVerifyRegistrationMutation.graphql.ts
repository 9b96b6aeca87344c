/**
 * @generated SignedSource<<e6ef0a5500155e53f0a142ebb75aefd5>>
 * @relayHash 5fcd9af445af549130e9f58d1eeb4566
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6cb4100ef6d09cc3ba9ec1aa7032d926404b7417f67b651d6622331c67879f5d

import { ConcreteRequest } from 'relay-runtime';
export type useVerifyRegistrationMutation$variables = {
  code: string;
  email: string;
  signIn: boolean;
  signupToken?: string | null | undefined;
};
export type useVerifyRegistrationMutation$data = {
  readonly verifyRegistration: {
    readonly __typename: string;
    readonly data?: {
      readonly token: string | null | undefined;
    };
    readonly message?: string;
  };
};
export type useVerifyRegistrationMutation = {
  response: useVerifyRegistrationMutation$data;
  variables: useVerifyRegistrationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "code"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "email"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "signIn"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "signupToken"
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "code",
        "variableName": "code"
      },
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      },
      {
        "kind": "Variable",
        "name": "signIn",
        "variableName": "signIn"
      },
      {
        "kind": "Variable",
        "name": "signupToken",
        "variableName": "signupToken"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "verifyRegistration",
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
            "concreteType": "VerificationPayload",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationVerifyRegistrationSuccess",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useVerifyRegistrationMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useVerifyRegistrationMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "5fcd9af445af549130e9f58d1eeb4566",
    "id": "6cb4100ef6d09cc3ba9ec1aa7032d926404b7417f67b651d6622331c67879f5d",
    "metadata": {},
    "name": "useVerifyRegistrationMutation",
    "operationKind": "mutation",
    "text": "mutation useVerifyRegistrationMutation(\n  $email: String!\n  $code: String!\n  $signupToken: String\n  $signIn: Boolean!\n) {\n  verifyRegistration(email: $email, code: $code, signupToken: $signupToken, signIn: $signIn) {\n    __typename\n    ... on MutationVerifyRegistrationSuccess {\n      data {\n        token\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "98381a8e0a82db464aba29bd1caa3b29";

export default node;
