/**
 * @generated SignedSource<<c49249d936a90619beab8c08220b0c9b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BlockedUsers_user$data = {
  readonly blockedUsers: ReadonlyArray<{
    readonly databaseId: number;
    readonly displayName: string;
    readonly id: string;
    readonly isBlockedByViewer: boolean;
  }>;
  readonly " $fragmentType": "BlockedUsers_user";
};
export type BlockedUsers_user$key = {
  readonly " $data"?: BlockedUsers_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"BlockedUsers_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BlockedUsers_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "blockedUsers",
      "plural": true,
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
          "name": "databaseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isBlockedByViewer",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "7bb6f7fc81c11596192d192a7ddffb41";

export default node;
