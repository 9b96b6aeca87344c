/**
 * @generated SignedSource<<1a7601802270a19a8c76b7f65dfef408>>
 * @relayHash 081d09ae8d8cf2952f450ed161f32d7c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 887ef369dd0ac150142e7ff07ad027f6e3c59bb5fa700a21ab588f3092dec380

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
    "cacheID": "081d09ae8d8cf2952f450ed161f32d7c",
    "id": "887ef369dd0ac150142e7ff07ad027f6e3c59bb5fa700a21ab588f3092dec380",
    "metadata": {},
    "name": "NewCardsCarouselRefetchQuery",
    "operationKind": "query",
    "text": "query NewCardsCarouselRefetchQuery(\n  $newCardsPosition: String\n) {\n  ...NewCardsCarousel_query_4D9IGd\n}\n\nfragment CardTile_card on Card {\n  databaseId\n  name\n  position\n  ovr\n  imageUrl\n  team\n  avgRating\n  reviewCount\n}\n\nfragment NewCardsCarousel_query_4D9IGd on Query {\n  newCards(first: 20, position: $newCardsPosition) {\n    edges {\n      node {\n        id\n        ...CardTile_card\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b937e32db0944cd7b20d8cd16457fe17";

export default node;
