/**
 * @generated SignedSource<<57ad013b1cdb7425f806a81228e39fbf>>
 * @relayHash 9870a9b1c6905290eecb8169cfb9dc77
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1cf8e29448828a3c4a05174d23d2668f897587ad1bd21ce630c6fdcc75ef52b5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MediaMigrationRouteQuery$variables = Record<PropertyKey, never>;
export type MediaMigrationRouteQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"AdminGate_viewer">;
  } | null | undefined;
};
export type MediaMigrationRouteQuery = {
  response: MediaMigrationRouteQuery$data;
  variables: MediaMigrationRouteQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MediaMigrationRouteQuery",
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
            "name": "AdminGate_viewer"
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
    "name": "MediaMigrationRouteQuery",
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
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9870a9b1c6905290eecb8169cfb9dc77",
    "id": "1cf8e29448828a3c4a05174d23d2668f897587ad1bd21ce630c6fdcc75ef52b5",
    "metadata": {},
    "name": "MediaMigrationRouteQuery",
    "operationKind": "query",
    "text": "query MediaMigrationRouteQuery {\n  viewer {\n    ...AdminGate_viewer\n    id\n  }\n}\n\nfragment AdminGate_viewer on User {\n  displayName\n  isAdmin\n}\n"
  }
};

(node as any).hash = "97077b0cf605bddf965dd10b3b716903";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
