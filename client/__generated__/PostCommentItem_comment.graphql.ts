/**
 * @generated SignedSource<<23a682c8c67e9ce0a7ee5ebef7132e9d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostCommentItem_comment$data = {
  readonly author: {
    readonly " $fragmentSpreads": FragmentRefs<"UserName_user">;
  };
  readonly content: string;
  readonly createdAt: string;
  readonly viewerCanDelete: boolean;
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
      "name": "viewerCanDelete",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "UserName_user"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Comment",
  "abstractKey": null
};

(node as any).hash = "bdea08804cbf32a8865c3066e27a2063";

export default node;
