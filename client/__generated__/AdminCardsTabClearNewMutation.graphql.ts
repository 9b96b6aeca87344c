/**
 * @generated SignedSource<<d405c4b67f817df34a76a4246fcbe2ca>>
 * @relayHash 35457429ad00297987109142e09f6721
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac9cce1427cba60a039e0004d4c9803849432e40e2e997001442ba7e63daa239

import { ConcreteRequest } from 'relay-runtime';
export type AdminCardsTabClearNewMutation$variables = Record<PropertyKey, never>;
export type AdminCardsTabClearNewMutation$data = {
  readonly clearNewCards: {
    readonly __typename: string;
    readonly data?: {
      readonly clearedCount: number;
    };
    readonly message?: string;
  };
};
export type AdminCardsTabClearNewMutation = {
  response: AdminCardsTabClearNewMutation$data;
  variables: AdminCardsTabClearNewMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "clearNewCards",
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ClearNewCardsPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "clearedCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationClearNewCardsSuccess",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminCardsTabClearNewMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminCardsTabClearNewMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "35457429ad00297987109142e09f6721",
    "id": "ac9cce1427cba60a039e0004d4c9803849432e40e2e997001442ba7e63daa239",
    "metadata": {},
    "name": "AdminCardsTabClearNewMutation",
    "operationKind": "mutation",
    "text": "mutation AdminCardsTabClearNewMutation {\n  clearNewCards {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationClearNewCardsSuccess {\n      data {\n        clearedCount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3f32eca0117f7189eb0aea98e5c3f442";

export default node;
