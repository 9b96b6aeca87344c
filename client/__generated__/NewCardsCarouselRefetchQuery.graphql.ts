/**
 * @generated SignedSource<<3efb27683c594a922607e40ff9dd4599>>
 * @relayHash 0b15641873884f412a73b50838ae19e5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d9b0a7e2298a637e1072f2e23003222b44b8193cc9c4a5f3434aa513954640d9

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewCardsCarouselRefetchQuery$variables = {
  newCardsPosition?: string | null | undefined;
};
export type NewCardsCarouselRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"NewCardsCarousel_query">;
};
export type NewCardsCarouselRefetchQuery = {
  response: NewCardsCarouselRefetchQuery$data;
  variables: NewCardsCarouselRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "newCardsPosition"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NewCardsCarouselRefetchQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "newCardsPosition",
            "variableName": "newCardsPosition"
          }
        ],
        "kind": "FragmentSpread",
        "name": "NewCardsCarousel_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewCardsCarouselRefetchQuery",
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
    "cacheID": "0b15641873884f412a73b50838ae19e5",
    "id": "d9b0a7e2298a637e1072f2e23003222b44b8193cc9c4a5f3434aa513954640d9",
    "metadata": {},
    "name": "NewCardsCarouselRefetchQuery",
    "operationKind": "query",
    "text": "query NewCardsCarouselRefetchQuery(\n  $newCardsPosition: String\n) {\n  ...NewCardsCarousel_query_4D9IGd\n}\n\nfragment CardCarouselSection_cards on Card {\n  id\n  ...CardTile_card\n}\n\nfragment CardTile_card on Card {\n  databaseId\n  name\n  position\n  ovr\n  className\n  imageUrl\n  team\n  avgRating\n  reviewCount\n  ...WatchButton_card\n}\n\nfragment NewCardsCarousel_query_4D9IGd on Query {\n  newCards(first: 20, position: $newCardsPosition) {\n    edges {\n      node {\n        ...CardCarouselSection_cards\n        id\n      }\n    }\n  }\n}\n\nfragment WatchButton_card on Card {\n  id\n  name\n  viewerWatches\n}\n"
  }
};
})();

(node as any).hash = "9532bd65d3a86dc00d48c798cd2258ed";

export default node;
