/**
 * @generated SignedSource<<023b3e4ba4c5147da4c958b2f39eca31>>
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
  readonly " $fragmentSpreads": FragmentRefs<"ReviewInsightPanel_card" | "ReviewList_card" | "ReviewSummaryPanels_card">;
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
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "reviewsFirst"
    }
  ],
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReviewInsightPanel_card"
    },
    {
      "args": [
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "reviewsFirst"
        }
      ],
      "kind": "FragmentSpread",
      "name": "ReviewList_card"
    }
  ],
  "type": "Card",
  "abstractKey": null
};
})();

(node as any).hash = "924641aba3146e83d934274c8ea8a0f4";

export default node;
