/**
 * @generated SignedSource<<68a1f1bb9488ba56ec715a9c143e7c27>>
 * @relayHash cffc61e104deaec63cbaf7d46992ee01
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be4da8f3921c63cf3e6ab2501a55fe41d0207f0a8c7c6cf23cb86e49cb34872d

import { ConcreteRequest } from 'relay-runtime';
export type BannerInput = {
  displayOrder?: number | null | undefined;
  imageUrl?: string | null | undefined;
  isActive?: boolean | null | undefined;
  linkUrl?: string | null | undefined;
  title?: string | null | undefined;
};
export type AdminBannersTabUpdateMutation$variables = {
  id: string;
  input: BannerInput;
};
export type AdminBannersTabUpdateMutation$data = {
  readonly updateBanner: {
    readonly __typename: string;
    readonly data?: {
      readonly banner: {
        readonly displayOrder: number;
        readonly id: string;
        readonly imageUrl: string;
        readonly isActive: boolean;
        readonly title: string;
      };
    };
    readonly message?: string;
  };
};
export type AdminBannersTabUpdateMutation = {
  response: AdminBannersTabUpdateMutation$data;
  variables: AdminBannersTabUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
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
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateBanner",
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
            "concreteType": "BannerPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Banner",
                "kind": "LinkedField",
                "name": "banner",
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
                    "name": "displayOrder",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isActive",
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
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationUpdateBannerSuccess",
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
    "name": "AdminBannersTabUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminBannersTabUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "cffc61e104deaec63cbaf7d46992ee01",
    "id": "be4da8f3921c63cf3e6ab2501a55fe41d0207f0a8c7c6cf23cb86e49cb34872d",
    "metadata": {},
    "name": "AdminBannersTabUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation AdminBannersTabUpdateMutation(\n  $id: ID!\n  $input: BannerInput!\n) {\n  updateBanner(id: $id, input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationUpdateBannerSuccess {\n      data {\n        banner {\n          id\n          displayOrder\n          isActive\n          title\n          imageUrl\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "df334301295832d6d0825a57becac68d";

export default node;
