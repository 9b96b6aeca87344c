/**
 * @generated SignedSource<<11c2e7b87a614c7dbd124094c86de72c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "id": null,
    "metadata": {},
    "name": "useResendVerificationMutation",
    "operationKind": "mutation",
    "text": "mutation useResendVerificationMutation(\n  $email: String!\n) {\n  resendVerification(email: $email) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f9cd1fc222bca9f0574aa9cfb3aa9707";

export default node;
