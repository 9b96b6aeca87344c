/**
 * @generated SignedSource<<0f5f1078cf1c13f32d0b738488da9af2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostCommentItem_comment$data = {
  readonly author: {
    readonly " $fragmentSpreads": FragmentRefs<"BlockedFold_user" | "UserName_user">;
  };
  readonly content: string;
  readonly createdAt: string;
  readonly id: string;
  readonly isFolded: boolean;
  readonly isHidden: boolean;
  readonly viewerCanDelete: boolean;
  readonly viewerCanEdit: boolean;
  readonly viewerCanReport: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"CommentText_comment" | "CommentVotes_comment">;
  readonly " $fragmentType": "PostCommentItem_comment";
};
export type PostCommentItem_comment$key = {
  readonly " $data"?: PostCommentItem_comment$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostCommentItem_comment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostCommentItem_comment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "content",
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
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanEdit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanDelete",
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
      "kind": "ScalarField",
      "name": "isHidden",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isFolded",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CommentVotes_comment"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CommentText_comment"
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
    }
  ],
  "type": "Comment",
  "abstractKey": null
};

(node as any).hash = "75be9ad52ed8eb94010791c3bb92e729";

export default node;
