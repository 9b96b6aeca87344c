/**
 * @generated SignedSource<<0b6ee3396708f5d4d1624c95195d7ae9>>
 * @relayHash 93fac52ed427bcd10c753fe54b81897c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 138a140f4797444e80ac62d72d68eeeb8ec8d61c5a4b4a9bd5cab3e455f9c320

import { ConcreteRequest } from 'relay-runtime';
export type useToggleReviewLikeMutation$variables = {
  reviewId: string;
};
export type useToggleReviewLikeMutation$data = {
  readonly toggleReviewLike: {
    readonly __typename: string;
    readonly data?: {
      readonly isLiked: boolean;
      readonly likeCount: number;
      readonly review: {
        readonly id: string;
        readonly likeStatus: {
          readonly isLikedByCurrentUser: boolean;
          readonly likeCount: number;
        };
      };
    };
    readonly message?: string;
  };
};
export type useToggleReviewLikeMutation = {
  response: useToggleReviewLikeMutation$data;
  variables: useToggleReviewLikeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "reviewId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "likeCount",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "reviewId",
        "variableName": "reviewId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "toggleReviewLike",
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
            "concreteType": "ReviewLikePayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isLiked",
                "storageKey": null
              },
              (v1/*:: as any*/),
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
                    "concreteType": "ReviewLikeStatus",
                    "kind": "LinkedField",
                    "name": "likeStatus",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isLikedByCurrentUser",
                        "storageKey": null
                      }
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
        "type": "MutationToggleReviewLikeSuccess",
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
    "name": "useToggleReviewLikeMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useToggleReviewLikeMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "93fac52ed427bcd10c753fe54b81897c",
    "id": "138a140f4797444e80ac62d72d68eeeb8ec8d61c5a4b4a9bd5cab3e455f9c320",
    "metadata": {},
    "name": "useToggleReviewLikeMutation",
    "operationKind": "mutation",
    "text": "mutation useToggleReviewLikeMutation(\n  $reviewId: ID!\n) {\n  toggleReviewLike(reviewId: $reviewId) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationToggleReviewLikeSuccess {\n      data {\n        isLiked\n        likeCount\n        review {\n          id\n          likeStatus {\n            likeCount\n            isLikedByCurrentUser\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4baca15d7eb769cf137abe9d8278371a";

export default node;
