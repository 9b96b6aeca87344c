/**
 * @generated SignedSource<<cde7727d10ecbdb8a30fdf3bf11a8b5d>>
 * @relayHash 3529df37a9a40af18186f3e1397db979
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d21d79bbf2bd9bcdb79faf4972ee45e778d54f9cbc3b5164805a6a900a966a5e

import { ConcreteRequest } from 'relay-runtime';
export type useVerifyRegistrationMutation$variables = {
  code: string;
  email: string;
  signIn: boolean;
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
v3 = [
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
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useVerifyRegistrationMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useVerifyRegistrationMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "3529df37a9a40af18186f3e1397db979",
    "id": "d21d79bbf2bd9bcdb79faf4972ee45e778d54f9cbc3b5164805a6a900a966a5e",
    "metadata": {},
    "name": "useVerifyRegistrationMutation",
    "operationKind": "mutation",
    "text": "mutation useVerifyRegistrationMutation(\n  $email: String!\n  $code: String!\n  $signIn: Boolean!\n) {\n  verifyRegistration(email: $email, code: $code, signIn: $signIn) {\n    __typename\n    ... on MutationVerifyRegistrationSuccess {\n      data {\n        token\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "db92d0136f27aa2736c248a044facbdb";

export default node;
