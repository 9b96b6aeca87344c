/**
 * @generated SignedSource<<8c1cf4c08f5a4645f9603d9e7d09d324>>
 * @relayHash 014ccb0bb0803fcc36494a1a2302276a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d2328b49233a9b0d2ecb346a6e78fb8fd5ce4d8cd7d6838528a6d1a9bc30fe6b

import { ConcreteRequest } from 'relay-runtime';
export type LoginRouteQuery$variables = Record<PropertyKey, never>;
export type LoginRouteQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly isTempPassword: boolean;
  } | null | undefined;
};
export type LoginRouteQuery = {
  response: LoginRouteQuery$data;
  variables: LoginRouteQuery$variables;
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
        "name": "isTempPassword",
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
    "name": "LoginRouteQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LoginRouteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "014ccb0bb0803fcc36494a1a2302276a",
    "id": "d2328b49233a9b0d2ecb346a6e78fb8fd5ce4d8cd7d6838528a6d1a9bc30fe6b",
    "metadata": {},
    "name": "LoginRouteQuery",
    "operationKind": "query",
    "text": "query LoginRouteQuery {\n  viewer {\n    id\n    isTempPassword\n  }\n}\n"
  }
};
})();

(node as any).hash = "cf5bbdfdabaf8d9b4daee55a6db5ac3d";

export default node;
