/**
 * @generated SignedSource<<3ec397acccbc3fc92a876413b1c860a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TRouteQuery$variables = Record<PropertyKey, never>;
export type TRouteQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type TRouteQuery = {
  response: TRouteQuery$data;
  variables: TRouteQuery$variables;
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
    "name": "TRouteQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TRouteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "91cb9e0bbd41599649e0b2cdd988d660",
    "id": null,
    "metadata": {},
    "name": "TRouteQuery",
    "operationKind": "query",
    "text": "query TRouteQuery {\n  viewer {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "e438d3a8318eb891a2ae89e2b00a1d04";

export default node;
