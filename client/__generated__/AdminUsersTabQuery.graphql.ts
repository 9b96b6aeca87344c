/**
 * @generated SignedSource<<787504d2744aac37aad094d29e7fc78e>>
 * @relayHash 5869f9652a667dd7914c2e4f1b49772e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4930f801028140d8d376169a8a6491a8f3e6cecb4db7845f1fbf054e33d31d81

import { ConcreteRequest } from 'relay-runtime';
export type AdminUsersTabQuery$variables = {
  page: number;
  search?: string | null | undefined;
};
export type AdminUsersTabQuery$data = {
  readonly adminUsers: {
    readonly hasMore: boolean;
    readonly total: number;
    readonly users: ReadonlyArray<{
      readonly createdAt: string;
      readonly databaseId: number;
      readonly displayNickname: string;
      readonly email: string;
      readonly id: string;
      readonly isAdmin: boolean;
      readonly isDeleted: boolean;
      readonly receivedHearts: number;
      readonly username: string;
    }>;
  };
};
export type AdminUsersTabQuery = {
  response: AdminUsersTabQuery$data;
  variables: AdminUsersTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "page"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "page",
        "variableName": "page"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "AdminUserPage",
    "kind": "LinkedField",
    "name": "adminUsers",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "total",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasMore",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminUser",
        "kind": "LinkedField",
        "name": "users",
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
            "name": "username",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "displayNickname",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "receivedHearts",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isAdmin",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminUsersTabQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminUsersTabQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5869f9652a667dd7914c2e4f1b49772e",
    "id": "4930f801028140d8d376169a8a6491a8f3e6cecb4db7845f1fbf054e33d31d81",
    "metadata": {},
    "name": "AdminUsersTabQuery",
    "operationKind": "query",
    "text": "query AdminUsersTabQuery(\n  $page: Int!\n  $search: String\n) {\n  adminUsers(page: $page, search: $search) {\n    total\n    hasMore\n    users {\n      id\n      databaseId\n      username\n      email\n      displayNickname\n      receivedHearts\n      createdAt\n      isAdmin\n      isDeleted\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e8fb56226fa2fb6c53f4850378a4d572";

export default node;
