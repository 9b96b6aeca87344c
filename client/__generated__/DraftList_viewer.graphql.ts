/**
 * @generated SignedSource<<e95e340bd904b44d6fab6f5c80fff22c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DraftList_viewer$data = {
  readonly postDrafts: ReadonlyArray<{
    readonly attachments: ReadonlyArray<string>;
    readonly content: string;
    readonly databaseId: number;
    readonly id: string;
    readonly post: {
      readonly databaseId: number;
      readonly id: string;
    } | null | undefined;
    readonly tags: string;
    readonly title: string;
    readonly type: string;
    readonly updatedAt: string;
  }>;
  readonly " $fragmentType": "DraftList_viewer";
};
export type DraftList_viewer$key = {
  readonly " $data"?: DraftList_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"DraftList_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DraftList_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PostDraft",
      "kind": "LinkedField",
      "name": "postDrafts",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
          "name": "content",
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
          "name": "attachments",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "updatedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Post",
          "kind": "LinkedField",
          "name": "post",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "0d3ae7cee7709eb4c1b47cc1a08d6752";

export default node;
