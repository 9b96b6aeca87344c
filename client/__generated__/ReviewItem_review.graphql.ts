/**
 * @generated SignedSource<<3511cbda88fe6049e5d3738efe2b6c78>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReviewVoteDirection = "down" | "up" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReviewItem_review$data = {
  readonly author: {
    readonly databaseId: number;
    readonly " $fragmentSpreads": FragmentRefs<"BlockedFold_user" | "UserName_user">;
  };
  readonly createdAt: string;
  readonly formation: string;
  readonly id: string;
  readonly isHidden: boolean;
  readonly level: number | null | undefined;
  readonly likeStatus: {
    readonly isLikedByCurrentUser: boolean;
    readonly likeCount: number;
  };
  readonly overallRating: number;
  readonly positionBreak: string | null | undefined;
  readonly replyCount: number;
  readonly reviewText: string | null | undefined;
  readonly voteStatus: {
    readonly canVote: boolean;
    readonly userVote: ReviewVoteDirection | null | undefined;
    readonly voteCount: {
      readonly down: number;
      readonly up: number;
    };
  };
  readonly " $fragmentSpreads": FragmentRefs<"ReviewRatings_review">;
  readonly " $fragmentType": "ReviewItem_review";
};
export type ReviewItem_review$key = {
  readonly " $data"?: ReviewItem_review$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewItem_review">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewItem_review",
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
      "name": "overallRating",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReviewRatings_review"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "formation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "positionBreak",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "level",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewText",
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
      "name": "replyCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isHidden",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "UserName_user"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "BlockedFold_user"
        }
      ],
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "likeCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isLikedByCurrentUser",
          "storageKey": null
        }
      ],
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
  "type": "Review",
  "abstractKey": null
};

(node as any).hash = "3c2e24ac21fb3b3557e9c843dd2b1509";

export default node;
