/**
 * @generated SignedSource<<29b0bc315b4f17b32422cd41db289c53>>
 * @relayHash f35a7bc7d3f6d1adcfe62943cd709416
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d454f82ba065156ef12b24a926b5e9034ea706b0d9fd4856f1d5534cbbf40cb3

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useNotificationReceivedSubscription$variables = {
  after?: string | null | undefined;
};
export type useNotificationReceivedSubscription$data = {
  readonly notificationReceived: {
    readonly id: string;
    readonly isRead: boolean;
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
  "kind": "ScalarField",
  "name": "isRead",
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
            "name": "createdAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f35a7bc7d3f6d1adcfe62943cd709416",
    "id": "d454f82ba065156ef12b24a926b5e9034ea706b0d9fd4856f1d5534cbbf40cb3",
    "metadata": {},
    "name": "useNotificationReceivedSubscription",
    "operationKind": "subscription",
    "text": "subscription useNotificationReceivedSubscription(\n  $after: ID\n) {\n  notificationReceived(after: $after) {\n    id\n    isRead\n    ...NotificationItem_notification\n  }\n}\n\nfragment NotificationItem_notification on Notification {\n  id\n  message\n  link\n  kind\n  isRead\n  createdAt\n}\n"
  }
};
})();

(node as any).hash = "9f919ad16e0c52a2207dfa07fd5700c9";

export default node;
