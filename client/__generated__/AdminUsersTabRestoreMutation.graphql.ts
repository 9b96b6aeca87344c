/**
 * @generated SignedSource<<b663057b41c6ca6039382b2432ad4c77>>
 * @relayHash a99b21bedc07aa59a284bf3e85cc4478
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 87f6264db236ea545133fcaf1850372f16635e75a401e67b31dc433cf1f51290

import { ConcreteRequest } from 'relay-runtime';
export type AdminUsersTabRestoreMutation$variables = {
  id: number;
};
export type AdminUsersTabRestoreMutation$data = {
  readonly restoreUser: {
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
export type AdminUsersTabRestoreMutation = {
  response: AdminUsersTabRestoreMutation$data;
  variables: AdminUsersTabRestoreMutation$variables;
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
    "name": "restoreUser",
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
        "type": "MutationRestoreUserSuccess",
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
    "name": "AdminUsersTabRestoreMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminUsersTabRestoreMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a99b21bedc07aa59a284bf3e85cc4478",
    "id": "87f6264db236ea545133fcaf1850372f16635e75a401e67b31dc433cf1f51290",
    "metadata": {},
    "name": "AdminUsersTabRestoreMutation",
    "operationKind": "mutation",
    "text": "mutation AdminUsersTabRestoreMutation(\n  $id: Int!\n) {\n  restoreUser(id: $id) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationRestoreUserSuccess {\n      data {\n        user {\n          id\n          isDeleted\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5aaaaec4bb20a50b1969c3df0edc4c55";

export default node;
