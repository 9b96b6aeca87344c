/**
 * @generated SignedSource<<d08f73dcf74e9b274657b7faf7dc2c16>>
 * @relayHash 4142d1937ee1f07fcef5fb8a6efd3236
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 19222da626016f08cea3ff0affa65115023a8e96a5925f6c202d53393ea924cb

import { ConcreteRequest } from 'relay-runtime';
export type AnnouncementInput = {
  content: string;
  title: string;
};
export type AdminAnnouncementsTabCreateMutation$variables = {
  input: AnnouncementInput;
};
export type AdminAnnouncementsTabCreateMutation$data = {
  readonly createAnnouncement: {
    readonly __typename: string;
    readonly data?: {
      readonly post: {
        readonly databaseId: number;
        readonly id: string;
        readonly title: string;
      };
    };
    readonly message?: string;
  };
};
export type AdminAnnouncementsTabCreateMutation = {
  response: AdminAnnouncementsTabCreateMutation$data;
  variables: AdminAnnouncementsTabCreateMutation$variables;
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
    "name": "createAnnouncement",
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
            "concreteType": "PostPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Post",
                "kind": "LinkedField",
                "name": "post",
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
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationCreateAnnouncementSuccess",
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
    "name": "AdminAnnouncementsTabCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminAnnouncementsTabCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4142d1937ee1f07fcef5fb8a6efd3236",
    "id": "19222da626016f08cea3ff0affa65115023a8e96a5925f6c202d53393ea924cb",
    "metadata": {},
    "name": "AdminAnnouncementsTabCreateMutation",
    "operationKind": "mutation",
    "text": "mutation AdminAnnouncementsTabCreateMutation(\n  $input: AnnouncementInput!\n) {\n  createAnnouncement(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationCreateAnnouncementSuccess {\n      data {\n        post {\n          id\n          databaseId\n          title\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a724efa7c3a6fa17943829b85a18fcf2";

export default node;
