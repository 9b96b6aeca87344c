/**
 * @generated SignedSource<<862a6e09516dcf7bd67f2923437fa370>>
 * @relayHash 5733109e3d61c4afe1927d9f2f504688
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e13f31f6684686b9634d47d9f39803483606eab6079fd256232ef5cbb8d310c2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useNotificationReceivedSubscription$variables = Record<PropertyKey, never>;
export type useNotificationReceivedSubscription$data = {
  readonly notificationReceived: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"NotificationItem_notification">;
  };
};
export type useNotificationReceivedSubscription = {
  response: useNotificationReceivedSubscription$data;
  variables: useNotificationReceivedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useNotificationReceivedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notificationReceived",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NotificationItem_notification"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useNotificationReceivedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notificationReceived",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "link",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isRead",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5733109e3d61c4afe1927d9f2f504688",
    "id": "e13f31f6684686b9634d47d9f39803483606eab6079fd256232ef5cbb8d310c2",
    "metadata": {},
    "name": "useNotificationReceivedSubscription",
    "operationKind": "subscription",
    "text": "subscription useNotificationReceivedSubscription {\n  notificationReceived {\n    id\n    ...NotificationItem_notification\n  }\n}\n\nfragment NotificationItem_notification on Notification {\n  id\n  message\n  link\n  kind\n  isRead\n  createdAt\n}\n"
  }
};
})();

(node as any).hash = "47ed3ecf0809381f51d733bf1b8bd778";

export default node;
