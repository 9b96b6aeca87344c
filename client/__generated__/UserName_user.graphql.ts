/**
 * @generated SignedSource<<6b0cb98dda6cff80dfc33ed3fda66c85>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserName_user$data = {
  readonly currentLevel: string;
  readonly displayName: string;
  readonly isAdmin: boolean;
  readonly legendaryIcon: boolean;
  readonly " $fragmentType": "UserName_user";
};
export type UserName_user$key = {
  readonly " $data"?: UserName_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserName_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserName_user",
  "selections": [
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
      "name": "currentLevel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAdmin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "legendaryIcon",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "163dd8b0baa4daf9c18b64f4150686b3";

export default node;
