/**
 * @generated SignedSource<<62feb8185022dff5ab2ffa3fc0639581>>
 * @relayHash b05d9c457ec3c1fc2bd7fef5cf094fad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7313df90ba30c96bcd7b683eaa19ce942219a44f41d5e2e9df6db05f8332b7a7

import { ConcreteRequest } from 'relay-runtime';
export type ObjectStorageDemoRouteQuery$variables = Record<PropertyKey, never>;
export type ObjectStorageDemoRouteQuery$data = {
  readonly viewer: {
    readonly displayName: string;
  } | null | undefined;
};
export type ObjectStorageDemoRouteQuery = {
  response: ObjectStorageDemoRouteQuery$data;
  variables: ObjectStorageDemoRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ObjectStorageDemoRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
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
    "name": "ObjectStorageDemoRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
    "cacheID": "b05d9c457ec3c1fc2bd7fef5cf094fad",
    "id": "7313df90ba30c96bcd7b683eaa19ce942219a44f41d5e2e9df6db05f8332b7a7",
    "metadata": {},
    "name": "ObjectStorageDemoRouteQuery",
    "operationKind": "query",
    "text": "query ObjectStorageDemoRouteQuery {\n  viewer {\n    displayName\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "e511fb3641a8b43f1852c7cfdc467895";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
