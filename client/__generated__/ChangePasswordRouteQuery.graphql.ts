/**
 * @generated SignedSource<<b7905047ccccb0594421b89c7c73c084>>
 * @relayHash 117ebe24c1aa9ce2f0e91df783aea9f9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 78b56b989c4b885e0887213afb5991558aa832750e61adce00803ac61fccee67

import { ConcreteRequest } from 'relay-runtime';
export type ChangePasswordRouteQuery$variables = Record<PropertyKey, never>;
export type ChangePasswordRouteQuery$data = {
  readonly viewer: {
    readonly isTempPassword: boolean;
  } | null | undefined;
};
export type ChangePasswordRouteQuery = {
  response: ChangePasswordRouteQuery$data;
  variables: ChangePasswordRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isTempPassword",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChangePasswordRouteQuery",
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
    "name": "ChangePasswordRouteQuery",
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
    "cacheID": "117ebe24c1aa9ce2f0e91df783aea9f9",
    "id": "78b56b989c4b885e0887213afb5991558aa832750e61adce00803ac61fccee67",
    "metadata": {},
    "name": "ChangePasswordRouteQuery",
    "operationKind": "query",
    "text": "query ChangePasswordRouteQuery {\n  viewer {\n    isTempPassword\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "0e4d8d536f2380f7d662f5ec5efdb8aa";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
