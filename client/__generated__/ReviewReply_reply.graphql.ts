/**
 * @generated SignedSource<<f772f24e1dfb58ce2ff1a4f9e2404446>>
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

(node as any).hash = "b773870d4fd7247a5ab2424a4ac0c970";

export default node;
