/**
 * @generated SignedSource<<2ee8aa5b91b09b1c27793efe8243f7dc>>
 * @relayHash 322b5b59964713f29b0b4f3b451dc23a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b0ab85cf70412247527252cb346cccd8ac2850c8f7a20c8d103b55b4bf63d547

import { ConcreteRequest } from 'relay-runtime';
export type useWatchCardMutation$variables = {
  cardId: string;
};
export type useWatchCardMutation$data = {
  readonly watchCard: {
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
export type useWatchCardMutation = {
  response: useWatchCardMutation$data;
  variables: useWatchCardMutation$variables;
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
    "name": "watchCard",
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
        "type": "MutationWatchCardSuccess",
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
    "name": "useWatchCardMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useWatchCardMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "322b5b59964713f29b0b4f3b451dc23a",
    "id": "b0ab85cf70412247527252cb346cccd8ac2850c8f7a20c8d103b55b4bf63d547",
    "metadata": {},
    "name": "useWatchCardMutation",
    "operationKind": "mutation",
    "text": "mutation useWatchCardMutation(\n  $cardId: ID!\n) {\n  watchCard(cardId: $cardId) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationWatchCardSuccess {\n      data {\n        card {\n          id\n          viewerWatches\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6ca80d34b80d627c24598d5b2d9e8766";

export default node;
