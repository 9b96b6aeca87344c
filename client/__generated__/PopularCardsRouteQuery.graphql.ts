/**
 * @generated SignedSource<<345782768ed1658d67774e4769e7e9dc>>
 * @relayHash 10904d4fa56c5224cb11afad5df7b07b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c210a21f619f0cbdf2e227abce2a072b6fabf6226e9c2db970734bfa4bf4ef12

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PopularSort = "HEARTS" | "RATING" | "REVIEWS" | "%future added value";
export type PopularCardsRouteQuery$variables = {
  first?: number | null | undefined;
  offset?: number | null | undefined;
  position?: string | null | undefined;
  sort?: PopularSort | null | undefined;
};
export type PopularCardsRouteQuery$data = {
  readonly popularCards: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly heartCount: number;
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"CardImageOverlay_card" | "CardTile_card">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly viewer: {
    readonly isAdmin: boolean;
  } | null | undefined;
};
export type PopularCardsRouteQuery = {
  response: PopularCardsRouteQuery$data;
  variables: PopularCardsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "offset"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "position"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v4 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "offset",
    "variableName": "offset"
  },
  {
    "kind": "Variable",
    "name": "position",
    "variableName": "position"
  },
  {
    "kind": "Variable",
    "name": "sort",
    "variableName": "sort"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "heartCount",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdmin",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PopularCardsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "QueryPopularCardsConnection",
        "kind": "LinkedField",
        "name": "popularCards",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
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
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CardTile_card"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CardImageOverlay_card"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PopularCardsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "QueryPopularCardsConnection",
        "kind": "LinkedField",
        "name": "popularCards",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
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
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "10904d4fa56c5224cb11afad5df7b07b",
    "id": "c210a21f619f0cbdf2e227abce2a072b6fabf6226e9c2db970734bfa4bf4ef12",
    "metadata": {},
    "name": "PopularCardsRouteQuery",
    "operationKind": "query",
    "text": "query PopularCardsRouteQuery(\n  $sort: PopularSort\n  $position: String\n  $offset: Int\n  $first: Int\n) {\n  popularCards(sort: $sort, position: $position, offset: $offset, first: $first) {\n    totalCount\n    edges {\n      node {\n        id\n        heartCount\n        ...CardTile_card\n        ...CardImageOverlay_card\n      }\n    }\n  }\n  viewer {\n    isAdmin\n    id\n  }\n}\n\nfragment CardImageOverlay_card on Card {\n  id\n  databaseId\n  name\n}\n\nfragment CardTile_card on Card {\n  databaseId\n  name\n  position\n  ovr\n  className\n  imageUrl\n  team\n  avgRating\n  reviewCount\n  ...WatchButton_card\n}\n\nfragment WatchButton_card on Card {\n  id\n  name\n  viewerWatches\n}\n"
  }
};
})();

(node as any).hash = "e50f8e7b8ccd6458426ea7f5e5d22088";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
