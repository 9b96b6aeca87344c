/**
 * @generated SignedSource<<7af88a2ff1653b99cbf0a6a0e39e9e62>>
 * @relayHash 9d4ac9e3252148585c8038d9465b5395
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b12cac76dee178fb4b9c4069682488b738d7182242effe58b799f2ed7378f8ef

import { ConcreteRequest } from 'relay-runtime';
export type AdminBannersTabQuery$variables = Record<PropertyKey, never>;
export type AdminBannersTabQuery$data = {
  readonly adminBanners: ReadonlyArray<{
    readonly databaseId: number;
    readonly displayOrder: number;
    readonly id: string;
    readonly imageUrl: string;
    readonly isActive: boolean;
    readonly linkUrl: string | null | undefined;
    readonly title: string;
  }>;
};
export type AdminBannersTabQuery = {
  response: AdminBannersTabQuery$data;
  variables: AdminBannersTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Banner",
    "kind": "LinkedField",
    "name": "adminBanners",
    "plural": true,
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
        "name": "databaseId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "title",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "imageUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "linkUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "displayOrder",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isActive",
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
    "name": "AdminBannersTabQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminBannersTabQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "9d4ac9e3252148585c8038d9465b5395",
    "id": "b12cac76dee178fb4b9c4069682488b738d7182242effe58b799f2ed7378f8ef",
    "metadata": {},
    "name": "AdminBannersTabQuery",
    "operationKind": "query",
    "text": "query AdminBannersTabQuery {\n  adminBanners {\n    id\n    databaseId\n    title\n    imageUrl\n    linkUrl\n    displayOrder\n    isActive\n  }\n}\n"
  }
};
})();

(node as any).hash = "eb69057e0c3c3047bc41fceedc999c58";

export default node;
