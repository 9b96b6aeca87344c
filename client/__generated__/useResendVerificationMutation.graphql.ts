/**
 * @generated SignedSource<<0c1ca2b6e4bbf4fe104f464c3a6e2aa2>>
 * @relayHash b61ccb17cae5d806fde566104293fc0f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb0232c94db5797dcfeb8e8ce6f541f47648c0436c80572ec58a2f7d9a401ebf

import { ConcreteRequest } from 'relay-runtime';
export type useResendVerificationMutation$variables = {
  email: string;
  signupToken?: string | null | undefined;
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
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "signupToken"
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
        "name": "signupToken",
        "variableName": "signupToken"
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
    "cacheID": "b61ccb17cae5d806fde566104293fc0f",
    "id": "cb0232c94db5797dcfeb8e8ce6f541f47648c0436c80572ec58a2f7d9a401ebf",
    "metadata": {},
    "name": "useResendVerificationMutation",
    "operationKind": "mutation",
    "text": "mutation useResendVerificationMutation(\n  $email: String!\n  $signupToken: String\n) {\n  resendVerification(email: $email, signupToken: $signupToken) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d52a3cc3d67f268b678cf411c594168a";

export default node;
