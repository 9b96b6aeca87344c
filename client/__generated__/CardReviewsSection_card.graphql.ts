/**
 * @generated SignedSource<<beaab3bdb3bd3a6ce95ef379add4b834>>
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
  readonly viewerReview: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewSummaryPanels_card">;
  readonly " $fragmentType": "CardReviewsSection_card";
};
export type CardReviewsSection_card$key = {
  readonly " $data"?: CardReviewsSection_card$data;
  readonly " $fragmentSpreads": FragmentRefs<"CardReviewsSection_card">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CardReviewsSection_card",
  "selections": [
    (v0/*:: as any*/),
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
      "alias": null,
      "args": null,
      "concreteType": "Review",
      "kind": "LinkedField",
      "name": "viewerReview",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
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
})();

(node as any).hash = "59054c7abc9461f7d3f966c17d426b60";

export default node;
