/**
 * @generated SignedSource<<2bbc20855647fd9d5f689f89f0f529c1>>
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
  readonly " $fragmentSpreads": FragmentRefs<"ReviewList_card" | "ReviewSummaryPanels_card">;
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

(node as any).hash = "fa09ee873390b644e505840fe048ba4d";

export default node;
