/**
 * @generated SignedSource<<baba9ffbc0f2d5f6ede4026172ff54f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewCardsCarousel_query$data = {
  readonly newCards: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly " $fragmentSpreads": FragmentRefs<"CardCarouselSection_cards">;
      };
    }>;
  };
  readonly " $fragmentType": "NewCardsCarousel_query";
};
export type NewCardsCarousel_query$key = {
  readonly " $data"?: NewCardsCarousel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewCardsCarousel_query">;
};

import NewCardsCarouselRefetchQuery_graphql from './NewCardsCarouselRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "newCardsPosition"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": NewCardsCarouselRefetchQuery_graphql
    }
  },
  "name": "NewCardsCarousel_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 20
        },
        {
          "kind": "Variable",
          "name": "position",
          "variableName": "newCardsPosition"
        }
      ],
      "concreteType": "QueryNewCardsConnection",
      "kind": "LinkedField",
      "name": "newCards",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryNewCardsConnectionEdge",
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

(node as any).hash = "9532bd65d3a86dc00d48c798cd2258ed";

export default node;
