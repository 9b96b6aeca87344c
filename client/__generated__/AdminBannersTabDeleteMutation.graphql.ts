/**
 * @generated SignedSource<<02c3b4fc5feaef4db588eac5e756ba3c>>
 * @relayHash adb255e34207c6be0851304916a16bf5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 289211e40fe3290fc907d40b51eba0f07ce72f0a9f2397c035d463f0fd7c60d7

import { ConcreteRequest } from 'relay-runtime';
export type AdminBannersTabDeleteMutation$variables = {
  id: string;
};
export type AdminBannersTabDeleteMutation$data = {
  readonly deleteBanner: {
    readonly __typename: string;
    readonly data?: {
      readonly deletedId: string;
    };
    readonly message?: string;
  };
};
export type AdminBannersTabDeleteMutation = {
  response: AdminBannersTabDeleteMutation$data;
  variables: AdminBannersTabDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteBanner",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BannerDeletedPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deletedId",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationDeleteBannerSuccess",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminBannersTabDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminBannersTabDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "adb255e34207c6be0851304916a16bf5",
    "id": "289211e40fe3290fc907d40b51eba0f07ce72f0a9f2397c035d463f0fd7c60d7",
    "metadata": {},
    "name": "AdminBannersTabDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation AdminBannersTabDeleteMutation(\n  $id: ID!\n) {\n  deleteBanner(id: $id) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationDeleteBannerSuccess {\n      data {\n        deletedId\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9c60444111f8160425a5050e75f0f47a";

export default node;
