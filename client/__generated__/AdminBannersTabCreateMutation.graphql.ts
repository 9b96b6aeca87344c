/**
 * @generated SignedSource<<d9a090b2d20de68f1bb679db2e52a319>>
 * @relayHash 0a3e68fbb6ec8130194651c6f113c3c5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 652a552c29e29d707b8adddb7c0afca5d90b661c695e8194656823151691a5da

import { ConcreteRequest } from 'relay-runtime';
export type BannerInput = {
  displayOrder?: number | null | undefined;
  imageUrl?: string | null | undefined;
  isActive?: boolean | null | undefined;
  linkUrl?: string | null | undefined;
  title?: string | null | undefined;
};
export type AdminBannersTabCreateMutation$variables = {
  input: BannerInput;
};
export type AdminBannersTabCreateMutation$data = {
  readonly createBanner: {
    readonly __typename: string;
    readonly data?: {
      readonly banner: {
        readonly databaseId: number;
        readonly displayOrder: number;
        readonly id: string;
        readonly imageUrl: string;
        readonly isActive: boolean;
        readonly linkUrl: string | null | undefined;
        readonly title: string;
      };
    };
    readonly message?: string;
  };
};
export type AdminBannersTabCreateMutation = {
  response: AdminBannersTabCreateMutation$data;
  variables: AdminBannersTabCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createBanner",
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
            ],
            "storageKey": null
          }
        ],
        "type": "MutationCreateBannerSuccess",
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
    "name": "AdminBannersTabCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminBannersTabCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0a3e68fbb6ec8130194651c6f113c3c5",
    "id": "652a552c29e29d707b8adddb7c0afca5d90b661c695e8194656823151691a5da",
    "metadata": {},
    "name": "AdminBannersTabCreateMutation",
    "operationKind": "mutation",
    "text": "mutation AdminBannersTabCreateMutation(\n  $input: BannerInput!\n) {\n  createBanner(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationCreateBannerSuccess {\n      data {\n        banner {\n          id\n          databaseId\n          title\n          imageUrl\n          linkUrl\n          displayOrder\n          isActive\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e4ea20ff6f7fe63f7d1cf64eec2582f8";

export default node;
