/**
 * @generated SignedSource<<469d7dda33b84af27040b050f8522ad4>>
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
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"CardTile_card">;
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

(node as any).hash = "b937e32db0944cd7b20d8cd16457fe17";

export default node;
