/**
 * @generated SignedSource<<28914cc15acd87b2c541d386a851e5e6>>
 * @relayHash 34aa8cab01911f5669ad782f2f43f32a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 77b7f7a97f3ffd94525df78f51aef17424f329f5d55a9d10419fdba35f59b86a

import { ConcreteRequest } from 'relay-runtime';
export type useCreateReviewReplyMutation$variables = {
  content: string;
  parentReplyId?: string | null | undefined;
  reviewId: string;
};
export type useCreateReviewReplyMutation$data = {
  readonly createReviewReply: {
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
export type useCreateReviewReplyMutation = {
  response: useCreateReviewReplyMutation$data;
  variables: useCreateReviewReplyMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "content"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "parentReplyId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "reviewId"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "content",
        "variableName": "content"
      },
      {
        "kind": "Variable",
        "name": "parentReplyId",
        "variableName": "parentReplyId"
      },
      {
        "kind": "Variable",
        "name": "reviewId",
        "variableName": "reviewId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createReviewReply",
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
            "concreteType": "ReviewReplyPayload",
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
        "type": "MutationCreateReviewReplySuccess",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateReviewReplyMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useCreateReviewReplyMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "34aa8cab01911f5669ad782f2f43f32a",
    "id": "77b7f7a97f3ffd94525df78f51aef17424f329f5d55a9d10419fdba35f59b86a",
    "metadata": {},
    "name": "useCreateReviewReplyMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateReviewReplyMutation(\n  $reviewId: ID!\n  $parentReplyId: ID\n  $content: String!\n) {\n  createReviewReply(reviewId: $reviewId, parentReplyId: $parentReplyId, content: $content) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationCreateReviewReplySuccess {\n      data {\n        review {\n          id\n          replyCount\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3c58d85c8b1bdc38de0b489ae22a638b";

export default node;
