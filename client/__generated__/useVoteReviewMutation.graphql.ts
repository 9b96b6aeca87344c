/**
 * @generated SignedSource<<e3cf549dd70ba110ce7fc9903fcb537f>>
 * @relayHash 6ced3c7072abf39ff29e020837b337ca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e729ff6d53db2b40ff93cff5180b94551f3e1c621110a6d7995e6500856954c

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
v1 = [
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
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVoteReviewMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6ced3c7072abf39ff29e020837b337ca",
    "id": "0e729ff6d53db2b40ff93cff5180b94551f3e1c621110a6d7995e6500856954c",
    "metadata": {},
    "name": "useVoteReviewMutation",
    "operationKind": "mutation",
    "text": "mutation useVoteReviewMutation(\n  $reviewId: ID!\n  $type: ReviewVoteDirection!\n) {\n  voteReview(reviewId: $reviewId, type: $type) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationVoteReviewSuccess {\n      data {\n        review {\n          id\n          voteStatus {\n            voteCount {\n              up\n              down\n            }\n            userVote\n            canVote\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5e8280d7af55fa6b11703033e6c6b64b";

export default node;
