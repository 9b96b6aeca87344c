/**
 * @generated SignedSource<<d55fb1515a490026c29b7906958e3201>>
 * @relayHash b0a2e3a8a5de5ee7be222f983a2ebfeb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 06701d5e266a7fa736559b5e632cf20ce4932be68264b83ca37700a0ae9a6638

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationBellPollingQuery$variables = Record<PropertyKey, never>;
export type NotificationBellPollingQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"NotificationBell_viewer">;
  } | null | undefined;
};
export type NotificationBellPollingQuery = {
  response: NotificationBellPollingQuery$data;
  variables: NotificationBellPollingQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationBellPollingQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NotificationBell_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationBellPollingQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
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
            "name": "unreadNotificationCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b0a2e3a8a5de5ee7be222f983a2ebfeb",
    "id": "06701d5e266a7fa736559b5e632cf20ce4932be68264b83ca37700a0ae9a6638",
    "metadata": {},
    "name": "NotificationBellPollingQuery",
    "operationKind": "query",
    "text": "query NotificationBellPollingQuery {\n  viewer {\n    ...NotificationBell_viewer\n    id\n  }\n}\n\nfragment NotificationBell_viewer on User {\n  id\n  unreadNotificationCount\n}\n"
  }
};

(node as any).hash = "45b1e894d14ae088a7db35e549d293eb";

export default node;
