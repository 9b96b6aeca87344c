/**
 * @generated SignedSource<<02c947908518c58058278da15210a40b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CommentText_comment$data = {
  readonly content: string;
  readonly mentions: ReadonlyArray<{
    readonly user: {
      readonly databaseId: number;
      readonly displayName: string;
    };
  }>;
  readonly " $fragmentType": "CommentText_comment";
};
export type CommentText_comment$key = {
  readonly " $data"?: CommentText_comment$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommentText_comment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CommentText_comment",
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
      "concreteType": "CommentMention",
      "kind": "LinkedField",
      "name": "mentions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "user",
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
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "displayName",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Comment",
  "abstractKey": null
};

(node as any).hash = "a80bb7f96171bb3c27943e96f8ef6e26";

export default node;
