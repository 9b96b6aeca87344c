/**
 * @generated SignedSource<<e5b612aa1f75214d1500e85cf78cc5b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PostType = "ANNOUNCEMENT" | "FREE" | "NOTICE" | "QUESTION" | "TIP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PostListItem_post$data = {
  readonly author: {
    readonly " $fragmentSpreads": FragmentRefs<"BlockedFold_user" | "UserName_user">;
  };
  readonly commentCount: number;
  readonly createdAt: string;
  readonly databaseId: number;
  readonly isBest: boolean;
  readonly likes: number;
  readonly tags: ReadonlyArray<string>;
  readonly title: string;
  readonly type: PostType;
  readonly views: number;
  readonly " $fragmentType": "PostListItem_post";
};
export type PostListItem_post$key = {
  readonly " $data"?: PostListItem_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostListItem_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostListItem_post",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tags",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "commentCount",
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
      "name": "views",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isBest",
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
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "c57ce0dc7ef889e7077eabd12cf4c1db";

export default node;
