/**
 * @generated SignedSource<<1c7289bd54c02b773dbd681126bb57e3>>
 * @relayHash 73b35d53b0684da79c6fee9ec1e14311
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e00d88a6a4c251c452c194a6c17953ce112ca6a7f8cbdf45e8db3263abbef56

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PopularCardsCarouselRefetchQuery$variables = {
  popularCardsPosition?: string | null | undefined;
};
export type PopularCardsCarouselRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PopularCardsCarousel_query">;
};
export type PopularCardsCarouselRefetchQuery = {
  response: PopularCardsCarouselRefetchQuery$data;
  variables: PopularCardsCarouselRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "popularCardsPosition"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PopularCardsCarouselRefetchQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "popularCardsPosition",
            "variableName": "popularCardsPosition"
          }
        ],
        "kind": "FragmentSpread",
        "name": "PopularCardsCarousel_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PopularCardsCarouselRefetchQuery",
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
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "databaseId",
                    "storageKey": null
                  },
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
                    "kind": "ScalarField",
                    "name": "ovr",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "className",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "imageUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "team",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "avgRating",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reviewCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerWatches",
                    "storageKey": null
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
    ]
  },
  "params": {
    "cacheID": "73b35d53b0684da79c6fee9ec1e14311",
    "id": "0e00d88a6a4c251c452c194a6c17953ce112ca6a7f8cbdf45e8db3263abbef56",
    "metadata": {},
    "name": "PopularCardsCarouselRefetchQuery",
    "operationKind": "query",
    "text": "query PopularCardsCarouselRefetchQuery(\n  $popularCardsPosition: String\n) {\n  ...PopularCardsCarousel_query_3D1X9S\n}\n\nfragment CardCarouselSection_cards on Card {\n  id\n  ...CardTile_card\n}\n\nfragment CardTile_card on Card {\n  databaseId\n  name\n  position\n  ovr\n  className\n  imageUrl\n  team\n  avgRating\n  reviewCount\n  ...WatchButton_card\n}\n\nfragment PopularCardsCarousel_query_3D1X9S on Query {\n  popularCards(first: 10, position: $popularCardsPosition) {\n    edges {\n      node {\n        ...CardCarouselSection_cards\n        id\n      }\n    }\n  }\n}\n\nfragment WatchButton_card on Card {\n  id\n  name\n  viewerWatches\n}\n"
  }
};
})();

(node as any).hash = "b1dedc9ab4f00154cdcd4210cb849c96";

export default node;
