/**
 * @generated SignedSource<<b512089a34ee16f17e83c1ba6ff694ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PostType = "ANNOUNCEMENT" | "FREE" | "NOTICE" | "QUESTION" | "TIP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LatestPostsSection_post$data = {
  readonly commentCount: number;
  readonly createdAt: string;
  readonly databaseId: number;
  readonly title: string;
  readonly type: PostType;
  readonly " $fragmentType": "LatestPostsSection_post";
};
export type LatestPostsSection_post$key = {
  readonly " $data"?: LatestPostsSection_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"LatestPostsSection_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LatestPostsSection_post",
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
      "name": "commentCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "77d35533f2056c9e275f2217b9d760bf";

export default node;
