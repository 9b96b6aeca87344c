/**
 * @generated SignedSource<<033d146e7aee00e9d6c427c7ac73f7b2>>
 * @relayHash 72deeff6da523626159245f6d0348d86
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4fff866380ae866867d2b22d0f1c86a7c726b8c7abebb9df65327a110505fa4

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteReviewReplyMutation$variables = {
  id: string;
};
export type useDeleteReviewReplyMutation$data = {
  readonly deleteReviewReply: {
    readonly __typename: string;
    readonly data?: {
      readonly review: {
        readonly id: string;
        readonly replyCount: number;
      };
    };
    readonly message?: string;
  };
};
export type useDeleteReviewReplyMutation = {
  response: useDeleteReviewReplyMutation$data;
  variables: useDeleteReviewReplyMutation$variables;
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
    "name": "deleteReviewReply",
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
            "concreteType": "ReviewReplyDeletedPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Review",
                "kind": "LinkedField",
                "name": "review",
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
                    "name": "replyCount",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationDeleteReviewReplySuccess",
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
    "name": "useDeleteReviewReplyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteReviewReplyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "72deeff6da523626159245f6d0348d86",
    "id": "a4fff866380ae866867d2b22d0f1c86a7c726b8c7abebb9df65327a110505fa4",
    "metadata": {},
    "name": "useDeleteReviewReplyMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteReviewReplyMutation(\n  $id: ID!\n) {\n  deleteReviewReply(id: $id) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationDeleteReviewReplySuccess {\n      data {\n        review {\n          id\n          replyCount\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dd9c115ac036ed55d14660c10f4a8036";

export default node;
