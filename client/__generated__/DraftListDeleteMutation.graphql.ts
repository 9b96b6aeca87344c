/**
 * @generated SignedSource<<fcae774c93ddb797b8e80fef96290d91>>
 * @relayHash e091d73882886b76e886e9d19b394773
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 90515f2af10efc38d34b725b25dab2ffb00aab3c9fc7b3816c039970bad5d18b

import { ConcreteRequest } from 'relay-runtime';
export type DraftListDeleteMutation$variables = {
  id: string;
};
export type DraftListDeleteMutation$data = {
  readonly deletePostDraft: {
    readonly __typename: string;
    readonly data?: {
      readonly viewer: {
        readonly id: string;
        readonly postDrafts: ReadonlyArray<{
          readonly id: string;
        }>;
      } | null | undefined;
    };
    readonly message?: string;
  };
};
export type DraftListDeleteMutation = {
  response: DraftListDeleteMutation$data;
  variables: DraftListDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
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
    "name": "deletePostDraft",
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
            "concreteType": "DeletedPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PostDraft",
                    "kind": "LinkedField",
                    "name": "postDrafts",
                    "plural": true,
                    "selections": [
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationDeletePostDraftSuccess",
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
    "name": "DraftListDeleteMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DraftListDeleteMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "e091d73882886b76e886e9d19b394773",
    "id": "90515f2af10efc38d34b725b25dab2ffb00aab3c9fc7b3816c039970bad5d18b",
    "metadata": {},
    "name": "DraftListDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation DraftListDeleteMutation(\n  $id: ID!\n) {\n  deletePostDraft(id: $id) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationDeletePostDraftSuccess {\n      data {\n        viewer {\n          id\n          postDrafts {\n            id\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8765e01d5522b7ba91056e7427cfc1d4";

export default node;
