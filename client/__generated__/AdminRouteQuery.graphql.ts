/**
 * @generated SignedSource<<41cad1f914c675e53a1f6f44983ce843>>
 * @relayHash d228594f99586c8ffec4fd498d28078c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 61387341e99f95c5d1b758bcee596027bc3863ca67140c70cad2414a1f719346

import { ConcreteRequest } from 'relay-runtime';
export type AdminRouteQuery$variables = Record<PropertyKey, never>;
export type AdminRouteQuery$data = {
  readonly viewer: {
    readonly displayName: string;
    readonly isAdmin: boolean;
  } | null | undefined;
};
export type AdminRouteQuery = {
  response: AdminRouteQuery$data;
  variables: AdminRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdmin",
  "storageKey": null
};
return {
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
          (v0/*:: as any*/),
          (v1/*:: as any*/)
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
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
    "cacheID": "d228594f99586c8ffec4fd498d28078c",
    "id": "61387341e99f95c5d1b758bcee596027bc3863ca67140c70cad2414a1f719346",
    "metadata": {},
    "name": "AdminRouteQuery",
    "operationKind": "query",
    "text": "query AdminRouteQuery {\n  viewer {\n    displayName\n    isAdmin\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "6d4da4bb606a4e8eef1b81d02d0d8233";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
