/**
 * @generated SignedSource<<fdce5dd8477f87f58990671605586d17>>
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
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"CardTile_card">;
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

(node as any).hash = "403d0c5f104cdfa5e558e20501867bc3";

export default node;
