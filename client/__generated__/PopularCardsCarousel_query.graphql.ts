/**
 * @generated SignedSource<<691216454f19e21b48f3ed7aae1f36e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PopularCardsCarousel_query$data = {
  readonly popularCards: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly " $fragmentSpreads": FragmentRefs<"CardCarouselSection_cards">;
      };
    }>;
  };
  readonly " $fragmentType": "PopularCardsCarousel_query";
};
export type PopularCardsCarousel_query$key = {
  readonly " $data"?: PopularCardsCarousel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PopularCardsCarousel_query">;
};

import PopularCardsCarouselRefetchQuery_graphql from './PopularCardsCarouselRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "popularCardsPosition"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": PopularCardsCarouselRefetchQuery_graphql
    }
  },
  "name": "PopularCardsCarousel_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 10
        },
        {
          "kind": "Variable",
          "name": "position",
          "variableName": "popularCardsPosition"
        }
      ],
      "concreteType": "QueryPopularCardsConnection",
      "kind": "LinkedField",
      "name": "popularCards",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryPopularCardsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Card",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "CardCarouselSection_cards"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "b1dedc9ab4f00154cdcd4210cb849c96";

export default node;
