/**
 * @generated SignedSource<<c6beef0ff4041ee14b15f9d64598f959>>
 * @relayHash 0aa644710b1649189de997a76936ba9f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c96a0f33500a76b2e7cbe3b540c1db85cdabcc17e7f7f67ae1b735adbfe9f3e

import { ConcreteRequest } from 'relay-runtime';
export type AdvancedFiltersQuery$variables = Record<PropertyKey, never>;
export type AdvancedFiltersQuery$data = {
  readonly cardStats: {
    readonly maxOvr: number;
    readonly minOvr: number;
  };
};
export type AdvancedFiltersQuery = {
  response: AdvancedFiltersQuery$data;
  variables: AdvancedFiltersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "CardStats",
    "kind": "LinkedField",
    "name": "cardStats",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "minOvr",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "maxOvr",
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
    "name": "AdvancedFiltersQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdvancedFiltersQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "0aa644710b1649189de997a76936ba9f",
    "id": "9c96a0f33500a76b2e7cbe3b540c1db85cdabcc17e7f7f67ae1b735adbfe9f3e",
    "metadata": {},
    "name": "AdvancedFiltersQuery",
    "operationKind": "query",
    "text": "query AdvancedFiltersQuery {\n  cardStats {\n    minOvr\n    maxOvr\n  }\n}\n"
  }
};
})();

(node as any).hash = "b38affd828fc9569776455a79a3f87b4";

export default node;
