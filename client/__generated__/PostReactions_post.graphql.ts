/**
 * @generated SignedSource<<df02aea4c905fa8fe005cfb2d83f040f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VoteKind = "DOWN" | "UP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PostReactions_post$data = {
  readonly dislikes: number;
  readonly id: string;
  readonly likeStatus: {
    readonly likeCount: number;
  };
  readonly scrapCount: number;
  readonly viewerCanReport: boolean;
  readonly viewerHasScrapped: boolean;
  readonly viewerVote: VoteKind | null | undefined;
  readonly " $fragmentType": "PostReactions_post";
};
export type PostReactions_post$key = {
  readonly " $data"?: PostReactions_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostReactions_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostReactions_post",
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
      "name": "dislikes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerVote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scrapCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasScrapped",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanReport",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PostLikeStatus",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "e9565b32bbec9a50125df8644e87d6d3";

export default node;
