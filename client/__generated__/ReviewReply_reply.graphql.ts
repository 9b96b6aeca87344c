/**
 * @generated SignedSource<<34ecc34a86a4479e2dbd912b9949ea13>>
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
    readonly " $fragmentSpreads": FragmentRefs<"BlockedFold_user" | "UserName_user">;
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
  "type": "ReviewReply",
  "abstractKey": null
};

(node as any).hash = "d5ef427ed4a43d9c053239c6dce4a076";

export default node;
