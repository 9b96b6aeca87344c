/**
 * @generated SignedSource<<f27fe2089491ac2c3c8574b23fd0716f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationSettingsPanel_user$data = {
  readonly id: string;
  readonly notificationSettings: {
    readonly comment: boolean;
    readonly like: boolean;
    readonly mention: boolean;
    readonly reply: boolean;
    readonly watchReview: boolean;
    readonly watchStats: boolean;
    readonly watchVersion: boolean;
  } | null | undefined;
  readonly " $fragmentType": "NotificationSettingsPanel_user";
};
export type NotificationSettingsPanel_user$key = {
  readonly " $data"?: NotificationSettingsPanel_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationSettingsPanel_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationSettingsPanel_user",
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
      "concreteType": "NotificationSettings",
      "kind": "LinkedField",
      "name": "notificationSettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "comment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reply",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mention",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "like",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "watchReview",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "watchStats",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "watchVersion",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "e434c3cd4ede2942a823d80a5b5ed0f2";

export default node;
