/**
 * @generated SignedSource<<156f5b675ce859e4e518d863556e0a81>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationBell_viewer$data = {
  readonly id: string;
  readonly unreadNotificationCount: number;
  readonly " $fragmentType": "NotificationBell_viewer";
};
export type NotificationBell_viewer$key = {
  readonly " $data"?: NotificationBell_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationBell_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationBell_viewer",
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
      "name": "unreadNotificationCount",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "843ab55aab6a13cecd79fed2c3203584";

export default node;
