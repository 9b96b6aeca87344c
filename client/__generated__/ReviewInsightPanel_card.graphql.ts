/**
 * @generated SignedSource<<88d027b0ee853162ca74caa893f6eeec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewInsightPanel_card$data = {
  readonly position: string;
  readonly reviewInsight: {
    readonly axes: ReadonlyArray<{
      readonly average: number;
      readonly key: string;
      readonly percentile: number;
    }>;
    readonly negative: {
      readonly likeCount: number;
      readonly overallRating: number;
      readonly reviewText: string;
    } | null | undefined;
    readonly peerCount: number;
    readonly positive: {
      readonly likeCount: number;
      readonly overallRating: number;
      readonly reviewText: string;
    } | null | undefined;
    readonly strongest: string;
    readonly weakest: string;
  } | null | undefined;
  readonly " $fragmentType": "ReviewInsightPanel_card";
};
export type ReviewInsightPanel_card$key = {
  readonly " $data"?: ReviewInsightPanel_card$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewInsightPanel_card">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "reviewText",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "overallRating",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "likeCount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewInsightPanel_card",
  "selections": [
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
      "concreteType": "ReviewInsight",
      "kind": "LinkedField",
      "name": "reviewInsight",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "peerCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "strongest",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weakest",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ReviewInsightAxis",
          "kind": "LinkedField",
          "name": "axes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "key",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "percentile",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "average",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ReviewQuote",
          "kind": "LinkedField",
          "name": "positive",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ReviewQuote",
          "kind": "LinkedField",
          "name": "negative",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Card",
  "abstractKey": null
};
})();

(node as any).hash = "b6d096184378096b08b3347fb5a0c28a";

export default node;
