/**
 * @generated SignedSource<<5b6707d6a8f9b12d5a6b5f0d7e6a998d>>
 * @relayHash e6a1958c5aeb98023d4672f0e589286d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 94ec5712b76401560ecd46b34ef841b1c84c212a73f87230e3fb88ae77addb6b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useNotificationReceivedSubscription$variables = {
  after?: string | null | undefined;
  fromStart?: boolean | null | undefined;
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
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "fromStart"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "fromStart",
    "variableName": "fromStart"
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
    "cacheID": "e6a1958c5aeb98023d4672f0e589286d",
    "id": "94ec5712b76401560ecd46b34ef841b1c84c212a73f87230e3fb88ae77addb6b",
    "metadata": {},
    "name": "useNotificationReceivedSubscription",
    "operationKind": "subscription",
    "text": "subscription useNotificationReceivedSubscription(\n  $after: ID\n  $fromStart: Boolean\n) {\n  notificationReceived(after: $after, fromStart: $fromStart) {\n    id\n    recipient {\n      id\n      unreadNotificationCount\n    }\n    ...NotificationItem_notification\n  }\n}\n\nfragment NotificationItem_notification on Notification {\n  id\n  message\n  link\n  kind\n  isRead\n  createdAt\n}\n"
  }
};
})();

(node as any).hash = "2caaefa457d99f47b2f7b029eff758ba";

export default node;
