/**
 * @generated SignedSource<<1b6fb05c49daeb1363fbcfe4b63bb416>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewReply_reply$data = {
  readonly author: {
    readonly databaseId: number;
    readonly displayName: string;
  };
  readonly content: string;
  readonly createdAt: string;
  readonly id: string;
  readonly isHidden: boolean;
  readonly " $fragmentType": "ReviewReply_reply";
};
export type ReviewReply_reply$key = {
  readonly " $data"?: ReviewReply_reply$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewReply_reply">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewReply_reply",
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
      "name": "isHidden",
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
  "type": "ReviewReply",
  "abstractKey": null
};

(node as any).hash = "e5deb97b8c0fb87e619b0a01f4bb8feb";

export default node;
