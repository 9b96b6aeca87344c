/**
 * @generated SignedSource<<26c7df9493f863daaf51d48eeea25e77>>
 * @relayHash 592ac9864643b49e4c8c1f58dd54b1a6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b456a832a39181049cb7dbc1a48fc6a27300e0995a27eb05356c88e486a72998

import { ConcreteRequest } from 'relay-runtime';
export type useUnwatchCardMutation$variables = {
  cardId: string;
};
export type useUnwatchCardMutation$data = {
  readonly unwatchCard: {
    readonly __typename: string;
    readonly data?: {
      readonly card: {
        readonly id: string;
        readonly viewerWatches: boolean;
      };
    };
    readonly message?: string;
  };
};
export type useUnwatchCardMutation = {
  response: useUnwatchCardMutation$data;
  variables: useUnwatchCardMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cardId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "cardId",
        "variableName": "cardId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "unwatchCard",
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
            "concreteType": "CardWatchPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Card",
                "kind": "LinkedField",
                "name": "card",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerWatches",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationUnwatchCardSuccess",
        "abstractKey": null
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
    "name": "useUnwatchCardMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnwatchCardMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "592ac9864643b49e4c8c1f58dd54b1a6",
    "id": "b456a832a39181049cb7dbc1a48fc6a27300e0995a27eb05356c88e486a72998",
    "metadata": {},
    "name": "useUnwatchCardMutation",
    "operationKind": "mutation",
    "text": "mutation useUnwatchCardMutation(\n  $cardId: ID!\n) {\n  unwatchCard(cardId: $cardId) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationUnwatchCardSuccess {\n      data {\n        card {\n          id\n          viewerWatches\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a375d3920cbe868a2a05330509c02355";

export default node;
