/**
 * @generated SignedSource<<2fcba9ea719f32338cb2100b5806950f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CardReviewsSection_card$data = {
  readonly id: string;
  readonly name: string;
  readonly position: string;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewSummaryPanels_card">;
  readonly " $fragmentType": "CardReviewsSection_card";
};
export type CardReviewsSection_card$key = {
  readonly " $data"?: CardReviewsSection_card$data;
  readonly " $fragmentSpreads": FragmentRefs<"CardReviewsSection_card">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CardReviewsSection_card",
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
      "name": "position",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReviewSummaryPanels_card"
    }
  ],
  "type": "Card",
  "abstractKey": null
};

(node as any).hash = "10b4df61893efc46072f2314da4f4367";

export default node;
