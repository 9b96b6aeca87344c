/**
 * @generated SignedSource<<ef89ebc50ff961488601c9e336b74324>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminGate_viewer$data = {
  readonly displayName: string;
  readonly isAdmin: boolean;
  readonly " $fragmentType": "AdminGate_viewer";
};
export type AdminGate_viewer$key = {
  readonly " $data"?: AdminGate_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminGate_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminGate_viewer",
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
      "name": "isAdmin",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "f046efaf7e2c49d8d5dea5af8322ca56";

export default node;
