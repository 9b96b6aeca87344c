/**
 * @generated SignedSource<<6663f2b9cdc532a864323e819d9cbebc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CardLevelKind = "RANK" | "TRAINING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CardReviewsSection_card$data = {
  readonly id: string;
  readonly levels: ReadonlyArray<{
    readonly kind: CardLevelKind;
    readonly level: number;
  }>;
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
      "alias": null,
      "args": null,
      "concreteType": "CardLevel",
      "kind": "LinkedField",
      "name": "levels",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "level",
          "storageKey": null
        }
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

(node as any).hash = "232c7e46d0443df9dda8afc2e9185793";

export default node;
