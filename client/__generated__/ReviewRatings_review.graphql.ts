/**
 * @generated SignedSource<<72ee93eff5d0bfc4bd27ab7f387b5b4b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewRatings_review$data = {
  readonly agilityRating: number;
  readonly defenseRating: number;
  readonly paceRating: number;
  readonly passingRating: number;
  readonly physicalRating: number;
  readonly shootingRating: number;
  readonly " $fragmentType": "ReviewRatings_review";
};
export type ReviewRatings_review$key = {
  readonly " $data"?: ReviewRatings_review$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewRatings_review">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewRatings_review",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paceRating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shootingRating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "passingRating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "agilityRating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "defenseRating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "physicalRating",
      "storageKey": null
    }
  ],
  "type": "Review",
  "abstractKey": null
};

(node as any).hash = "552b1829a77924569a5c5c94deb81fec";

export default node;
