/**
 * @generated SignedSource<<d9aee8973d0e620d1042f5d73901479d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BlockedFold_user$data = {
  readonly isBlockedByViewer: boolean;
  readonly " $fragmentType": "BlockedFold_user";
};
export type BlockedFold_user$key = {
  readonly " $data"?: BlockedFold_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"BlockedFold_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BlockedFold_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isBlockedByViewer",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "a1ee1dc84a031322433b39ca53f13532";

export default node;
