/**
 * @generated SignedSource<<0a221cfb144e59f69a45e161756064df>>
 * @relayHash 86d61b7b9b78cad58d90af3881535090
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8161399838e7c0bb5b93574fedfdf085db49dc85dc49bf85ad49b76d3f7727bf

import { ConcreteRequest } from 'relay-runtime';
export type AdminUsersTabDeleteMutation$variables = {
  id: number;
};
export type AdminUsersTabDeleteMutation$data = {
  readonly deleteUser: {
    readonly __typename: string;
    readonly data?: {
      readonly user: {
        readonly id: string;
        readonly isDeleted: boolean;
      };
    };
    readonly message?: string;
  };
};
export type AdminUsersTabDeleteMutation = {
  response: AdminUsersTabDeleteMutation$data;
  variables: AdminUsersTabDeleteMutation$variables;
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
    "name": "deleteUser",
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
            "concreteType": "UserStatePayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AdminUser",
                "kind": "LinkedField",
                "name": "user",
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
                    "name": "isDeleted",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationDeleteUserSuccess",
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
    "name": "AdminUsersTabDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminUsersTabDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "86d61b7b9b78cad58d90af3881535090",
    "id": "8161399838e7c0bb5b93574fedfdf085db49dc85dc49bf85ad49b76d3f7727bf",
    "metadata": {},
    "name": "AdminUsersTabDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation AdminUsersTabDeleteMutation(\n  $id: Int!\n) {\n  deleteUser(id: $id) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationDeleteUserSuccess {\n      data {\n        user {\n          id\n          isDeleted\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "882a54e39df537464158eeea0e9eb251";

export default node;
