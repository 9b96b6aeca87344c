/**
 * @generated SignedSource<<7f08cc011113c4737d9cbe3a9952c1b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CardCarouselSection_cards$data = ReadonlyArray<{
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"CardTile_card">;
  readonly " $fragmentType": "CardCarouselSection_cards";
}>;
export type CardCarouselSection_cards$key = ReadonlyArray<{
  readonly " $data"?: CardCarouselSection_cards$data;
  readonly " $fragmentSpreads": FragmentRefs<"CardCarouselSection_cards">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "CardCarouselSection_cards",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CardTile_card"
    }
  ],
  "type": "Card",
  "abstractKey": null
};

(node as any).hash = "a781080571861f0d867b01d02ec6927a";

export default node;
