/**
 * @generated SignedSource<<2b3890f48b816bc0b48a272ab44dbe57>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VoteKind = "DOWN" | "UP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CommentVotes_comment$data = {
  readonly dislikes: number;
  readonly id: string;
  readonly likes: number;
  readonly viewerCanReport: boolean;
  readonly viewerVote: VoteKind | null | undefined;
  readonly " $fragmentType": "CommentVotes_comment";
};
export type CommentVotes_comment$key = {
  readonly " $data"?: CommentVotes_comment$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommentVotes_comment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CommentVotes_comment",
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
      "name": "viewerVote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanReport",
      "storageKey": null
    }
  ],
  "type": "Comment",
  "abstractKey": null
};

(node as any).hash = "cd090ba68dbe833449b0be7ecc19925e";

export default node;
