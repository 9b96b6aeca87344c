/**
 * @generated SignedSource<<5d7e117b1eab76f12730e19962de3e49>>
 * @relayHash a895b4f3ca95456ca4c9b8b0339677cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a444e6787101c2c4622334acab45332abcafb87f1b072e9551de3ce20ae04c8

import { ConcreteRequest } from 'relay-runtime';
export type useResendVerificationMutation$variables = {
  email: string;
};
export type useResendVerificationMutation$data = {
  readonly resendVerification: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useResendVerificationMutation = {
  response: useResendVerificationMutation$data;
  variables: useResendVerificationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
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
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "resendVerification",
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
    "name": "useResendVerificationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResendVerificationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a895b4f3ca95456ca4c9b8b0339677cf",
    "id": "9a444e6787101c2c4622334acab45332abcafb87f1b072e9551de3ce20ae04c8",
    "metadata": {},
    "name": "useResendVerificationMutation",
    "operationKind": "mutation",
    "text": "mutation useResendVerificationMutation(\n  $email: String!\n) {\n  resendVerification(email: $email) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f9cd1fc222bca9f0574aa9cfb3aa9707";

export default node;
