/**
 * @generated SignedSource<<03cb98fb98a9f5088369f194ea569713>>
 * @relayHash 4dd9179c7ff35e07737672ae19f8d1a6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 082b92556070678678752c4e9079eeedc21f87f47bbca167318b6de2ca950b43

import { ConcreteRequest } from 'relay-runtime';
export type ReviewVoteDirection = "down" | "up" | "%future added value";
export type useVoteReviewMutation$variables = {
  reviewId: string;
  type: ReviewVoteDirection;
};
export type useVoteReviewMutation$data = {
  readonly voteReview: {
    readonly __typename: string;
    readonly data?: {
      readonly card: {
        readonly id: string;
        readonly reviewSummary: {
          readonly recommendation: {
            readonly dislikes: number;
            readonly likes: number;
            readonly percent: number;
          };
        };
      };
      readonly review: {
        readonly id: string;
        readonly voteStatus: {
          readonly canVote: boolean;
          readonly userVote: ReviewVoteDirection | null | undefined;
          readonly voteCount: {
            readonly down: number;
            readonly up: number;
          };
        };
      };
    };
    readonly message?: string;
  };
};
export type useVoteReviewMutation = {
  response: useVoteReviewMutation$data;
  variables: useVoteReviewMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "reviewId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "type"
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
        "name": "reviewId",
        "variableName": "reviewId"
      },
      {
        "kind": "Variable",
        "name": "type",
        "variableName": "type"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "voteReview",
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
            "concreteType": "ReviewVotePayload",
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
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ReviewVoteStatus",
                    "kind": "LinkedField",
                    "name": "voteStatus",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ReviewVoteCount",
                        "kind": "LinkedField",
                        "name": "voteCount",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "up",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "down",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "userVote",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "canVote",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Card",
                "kind": "LinkedField",
                "name": "card",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CardReviewSummary",
                    "kind": "LinkedField",
                    "name": "reviewSummary",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ReviewRecommendation",
                        "kind": "LinkedField",
                        "name": "recommendation",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "likes",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "dislikes",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "percent",
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
            "storageKey": null
          }
        ],
        "type": "MutationVoteReviewSuccess",
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
    "name": "useVoteReviewMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVoteReviewMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "4dd9179c7ff35e07737672ae19f8d1a6",
    "id": "082b92556070678678752c4e9079eeedc21f87f47bbca167318b6de2ca950b43",
    "metadata": {},
    "name": "useVoteReviewMutation",
    "operationKind": "mutation",
    "text": "mutation useVoteReviewMutation(\n  $reviewId: ID!\n  $type: ReviewVoteDirection!\n) {\n  voteReview(reviewId: $reviewId, type: $type) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationVoteReviewSuccess {\n      data {\n        review {\n          id\n          voteStatus {\n            voteCount {\n              up\n              down\n            }\n            userVote\n            canVote\n          }\n        }\n        card {\n          id\n          reviewSummary {\n            recommendation {\n              likes\n              dislikes\n              percent\n            }\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "55bf1d05c13ca2aacf3dc7b6552a77c9";

export default node;
