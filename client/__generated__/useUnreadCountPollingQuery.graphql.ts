/**
 * @generated SignedSource<<cffd34d32b7d8642f52bf64e25464199>>
 * @relayHash 639b8ba072418a7f80bf681f0528450d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d35fd4833e64d1d267ada34a1f6d342f0cea65e1e820b9e5a49d826fd138fa94

import { ConcreteRequest } from 'relay-runtime';
export type useUnreadCountPollingQuery$variables = Record<PropertyKey, never>;
export type useUnreadCountPollingQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly unreadNotificationCount: number;
  } | null | undefined;
};
export type useUnreadCountPollingQuery = {
  response: useUnreadCountPollingQuery$data;
  variables: useUnreadCountPollingQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useUnreadCountPollingQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useUnreadCountPollingQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "639b8ba072418a7f80bf681f0528450d",
    "id": "d35fd4833e64d1d267ada34a1f6d342f0cea65e1e820b9e5a49d826fd138fa94",
    "metadata": {},
    "name": "useUnreadCountPollingQuery",
    "operationKind": "query",
    "text": "query useUnreadCountPollingQuery {\n  viewer {\n    id\n    unreadNotificationCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "40475d0d320cad4c5aefdef541c09ebf";

export default node;
