/**
 * @generated SignedSource<<3c713c3efb1c4c9eea62acf34f16829f>>
 * @relayHash f1c8467e64e172ccaa2c8344e978ee28
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0174ed99a316567d8fc498b18a21d2eeba967085bc3d7192357ef67a73d5e529

import { ConcreteRequest } from 'relay-runtime';
export type useMarkAllNotificationsReadMutation$variables = Record<PropertyKey, never>;
export type useMarkAllNotificationsReadMutation$data = {
  readonly markAllNotificationsRead: {
    readonly id: string;
    readonly unreadNotificationCount: number;
  };
};
export type useMarkAllNotificationsReadMutation = {
  response: useMarkAllNotificationsReadMutation$data;
  variables: useMarkAllNotificationsReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "markAllNotificationsRead",
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useMarkAllNotificationsReadMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useMarkAllNotificationsReadMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "f1c8467e64e172ccaa2c8344e978ee28",
    "id": "0174ed99a316567d8fc498b18a21d2eeba967085bc3d7192357ef67a73d5e529",
    "metadata": {},
    "name": "useMarkAllNotificationsReadMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkAllNotificationsReadMutation {\n  markAllNotificationsRead {\n    id\n    unreadNotificationCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "6058cf45732256cafd5f4a68fb0001d5";

export default node;
