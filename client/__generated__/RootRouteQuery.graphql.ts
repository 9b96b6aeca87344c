/**
 * @generated SignedSource<<bf8f2fbfb87ea2c105772d95d3d74a10>>
 * @relayHash 6164b2888b93f7323ead7d67f278c306
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1ca39f841fb614a490f9c23d41109d2f2b5a28f0fa5f0f83ad49da289a042bd4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RootRouteQuery$variables = Record<PropertyKey, never>;
export type RootRouteQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"Header_viewer">;
  } | null | undefined;
};
export type RootRouteQuery = {
  response: RootRouteQuery$data;
  variables: RootRouteQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RootRouteQuery",
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
            "name": "Header_viewer"
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
    "name": "RootRouteQuery",
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
            "name": "displayName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isAdmin",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "avatarUrl",
            "storageKey": null
          },
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
    "cacheID": "6164b2888b93f7323ead7d67f278c306",
    "id": "1ca39f841fb614a490f9c23d41109d2f2b5a28f0fa5f0f83ad49da289a042bd4",
    "metadata": {},
    "name": "RootRouteQuery",
    "operationKind": "query",
    "text": "query RootRouteQuery {\n  viewer {\n    ...Header_viewer\n    id\n  }\n}\n\nfragment Header_viewer on User {\n  displayName\n  isAdmin\n  avatarUrl\n  ...NotificationBell_viewer\n}\n\nfragment NotificationBell_viewer on User {\n  id\n  unreadNotificationCount\n}\n"
  }
};

(node as any).hash = "ce55858771a22980cf472a8c53407661";

export default node;
