/**
 * @generated SignedSource<<fa51a7e3811ad3e814931ab8dc5132de>>
 * @relayHash 8733abcc8384a4e5432f7262b60c853e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 00a0a6837150d53f2806b14310b2a2e5e2e9f18e2b03df094768672b45756ca6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useNotificationReceivedSubscription$variables = {
  after?: string | null | undefined;
};
export type useNotificationReceivedSubscription$data = {
  readonly notificationReceived: {
    readonly id: string;
    readonly recipient: {
      readonly id: string;
      readonly unreadNotificationCount: number;
    };
    readonly " $fragmentSpreads": FragmentRefs<"NotificationItem_notification">;
  };
};
export type useNotificationReceivedSubscription = {
  response: useNotificationReceivedSubscription$data;
  variables: useNotificationReceivedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "recipient",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadNotificationCount",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useNotificationReceivedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notificationReceived",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useNotificationReceivedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notificationReceived",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
    "cacheID": "8733abcc8384a4e5432f7262b60c853e",
    "id": "00a0a6837150d53f2806b14310b2a2e5e2e9f18e2b03df094768672b45756ca6",
    "metadata": {},
    "name": "useNotificationReceivedSubscription",
    "operationKind": "subscription",
    "text": "subscription useNotificationReceivedSubscription(\n  $after: ID\n) {\n  notificationReceived(after: $after) {\n    id\n    recipient {\n      id\n      unreadNotificationCount\n    }\n    ...NotificationItem_notification\n  }\n}\n\nfragment NotificationItem_notification on Notification {\n  id\n  message\n  link\n  kind\n  isRead\n  createdAt\n}\n"
  }
};
})();

(node as any).hash = "df0933b176bfe56128ff80b19b74a22d";

export default node;
