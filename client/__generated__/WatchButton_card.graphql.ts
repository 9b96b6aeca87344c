/**
 * @generated SignedSource<<16db2514defb45e02f19f28598877c91>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WatchButton_card$data = {
  readonly id: string;
  readonly name: string;
  readonly viewerWatches: boolean;
  readonly " $fragmentType": "WatchButton_card";
};
export type WatchButton_card$key = {
  readonly " $data"?: WatchButton_card$data;
  readonly " $fragmentSpreads": FragmentRefs<"WatchButton_card">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WatchButton_card",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerWatches",
      "storageKey": null
    }
  ],
  "type": "Card",
  "abstractKey": null
};

(node as any).hash = "b19e0762d8db0ac249e19bc0e094f914";

export default node;
