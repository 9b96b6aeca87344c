/**
 * @generated SignedSource<<847e819592135d4bebd15a0cc0e56ab7>>
 * @relayHash fcf9f8dc9c1a188bea4feff42e2b1270
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3ef1e16bd3c5216a8d6d1d80891e4cce0ff121c54b2320eaade6898c1af2af80

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminRouteQuery$variables = Record<PropertyKey, never>;
export type AdminRouteQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"AdminGate_viewer">;
  } | null | undefined;
};
export type AdminRouteQuery = {
  response: AdminRouteQuery$data;
  variables: AdminRouteQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminRouteQuery",
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
    "name": "AdminRouteQuery",
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
    "cacheID": "fcf9f8dc9c1a188bea4feff42e2b1270",
    "id": "3ef1e16bd3c5216a8d6d1d80891e4cce0ff121c54b2320eaade6898c1af2af80",
    "metadata": {},
    "name": "AdminRouteQuery",
    "operationKind": "query",
    "text": "query AdminRouteQuery {\n  viewer {\n    ...AdminGate_viewer\n    id\n  }\n}\n\nfragment AdminGate_viewer on User {\n  displayName\n  isAdmin\n}\n"
  }
};

(node as any).hash = "485d3eeadefcd1fb344a2d3e1d87efa1";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
