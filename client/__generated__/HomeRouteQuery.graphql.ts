/**
 * @generated SignedSource<<fcb6bf534fc0806bd4b20aa21399761a>>
 * @relayHash 0673f30b51190ac259205cc2dcff7a33
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed3c80c369ddfba5ee96b162f30684ced487b1cf02b675d54d582868f053d2c4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeRouteQuery$variables = Record<PropertyKey, never>;
export type HomeRouteQuery$data = {
  readonly banners: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"BannerCarousel_banners">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"FormationRankingSection_query" | "FormationTopPlayersPanel_query" | "LatestPostsSection_query" | "NewCardsCarousel_query" | "NoticesSection_query" | "PopularCardsCarousel_query">;
};
export type HomeRouteQuery = {
  response: HomeRouteQuery$data;
  variables: HomeRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageUrl",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v5 = {
  "kind": "Literal",
  "name": "first",
  "value": 20
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "position",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ovr",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "className",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avgRating",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reviewCount",
  "storageKey": null
},
v12 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Card",
    "kind": "LinkedField",
    "name": "node",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "team",
        "storageKey": null
      },
      (v10/*:: as any*/),
      (v11/*:: as any*/),
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
v13 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Banner",
        "kind": "LinkedField",
        "name": "banners",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BannerCarousel_banners"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "NoticesSection_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "NewCardsCarousel_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PopularCardsCarousel_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "LatestPostsSection_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "FormationTopPlayersPanel_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "FormationRankingSection_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomeRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Banner",
        "kind": "LinkedField",
        "name": "banners",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "linkUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "displayOrder",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "notices",
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 3
          },
          {
            "kind": "Literal",
            "name": "type",
            "value": "NOTICE"
          }
        ],
        "concreteType": "QueryPostsConnection",
        "kind": "LinkedField",
        "name": "posts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryPostsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Post",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  (v3/*:: as any*/),
                  (v1/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "posts(first:3,type:\"NOTICE\")"
      },
      {
        "alias": null,
        "args": [
          (v5/*:: as any*/)
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
            "selections": (v12/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": "newCards(first:20)"
      },
      {
        "alias": null,
        "args": (v13/*:: as any*/),
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
            "selections": (v12/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": "popularCards(first:10)"
      },
      {
        "alias": null,
        "args": (v13/*:: as any*/),
        "concreteType": "QueryPostsConnection",
        "kind": "LinkedField",
        "name": "posts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryPostsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Post",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  (v3/*:: as any*/),
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "commentCount",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "posts(first:10)"
      },
      {
        "alias": null,
        "args": (v13/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "LatestPostsSection_posts",
        "kind": "LinkedHandle",
        "name": "posts"
      },
      {
        "alias": null,
        "args": [
          (v5/*:: as any*/),
          {
            "kind": "Literal",
            "name": "formation",
            "value": "4-3-3 홀딩"
          },
          {
            "kind": "Literal",
            "name": "position",
            "value": "ST"
          }
        ],
        "concreteType": "FormationTopPlayer",
        "kind": "LinkedField",
        "name": "topPlayers",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rank",
            "storageKey": null
          },
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Card",
            "kind": "LinkedField",
            "name": "card",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v6/*:: as any*/),
              (v8/*:: as any*/),
              (v7/*:: as any*/),
              (v9/*:: as any*/),
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "topPlayers(first:20,formation:\"4-3-3 홀딩\",position:\"ST\")"
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 6
          }
        ],
        "concreteType": "RecommendedFormation",
        "kind": "LinkedField",
        "name": "recommendedFormations",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "formation",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "usage",
            "storageKey": null
          },
          (v10/*:: as any*/)
        ],
        "storageKey": "recommendedFormations(first:6)"
      }
    ]
  },
  "params": {
    "cacheID": "0673f30b51190ac259205cc2dcff7a33",
    "id": "ed3c80c369ddfba5ee96b162f30684ced487b1cf02b675d54d582868f053d2c4",
    "metadata": {},
    "name": "HomeRouteQuery",
    "operationKind": "query",
    "text": "query HomeRouteQuery {\n  banners {\n    ...BannerCarousel_banners\n    id\n  }\n  ...NoticesSection_query\n  ...NewCardsCarousel_query\n  ...PopularCardsCarousel_query\n  ...LatestPostsSection_query\n  ...FormationTopPlayersPanel_query\n  ...FormationRankingSection_query\n}\n\nfragment BannerCarousel_banners on Banner {\n  id\n  title\n  imageUrl\n  linkUrl\n  displayOrder\n}\n\nfragment CardCarouselSection_cards on Card {\n  id\n  ...CardTile_card\n}\n\nfragment CardTile_card on Card {\n  databaseId\n  name\n  position\n  ovr\n  className\n  imageUrl\n  team\n  avgRating\n  reviewCount\n  ...WatchButton_card\n}\n\nfragment FormationRankingSection_query on Query {\n  recommendedFormations(first: 6) {\n    formation\n    usage\n    avgRating\n  }\n}\n\nfragment FormationTopPlayerRow_player on FormationTopPlayer {\n  rank\n  avgRating\n  reviewCount\n  card {\n    databaseId\n    name\n    ovr\n    position\n    className\n    id\n  }\n}\n\nfragment FormationTopPlayersPanel_query on Query {\n  topPlayers(formation: \"4-3-3 홀딩\", position: \"ST\", first: 20) {\n    rank\n    ...FormationTopPlayerRow_player\n  }\n}\n\nfragment LatestPostsSection_post on Post {\n  databaseId\n  title\n  type\n  commentCount\n  createdAt\n}\n\nfragment LatestPostsSection_query on Query {\n  posts(first: 10) {\n    edges {\n      node {\n        id\n        ...LatestPostsSection_post\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment NewCardsCarousel_query on Query {\n  newCards(first: 20) {\n    edges {\n      node {\n        ...CardCarouselSection_cards\n        id\n      }\n    }\n  }\n}\n\nfragment NoticesSection_query on Query {\n  notices: posts(first: 3, type: NOTICE) {\n    edges {\n      node {\n        id\n        databaseId\n        title\n        createdAt\n      }\n    }\n  }\n}\n\nfragment PopularCardsCarousel_query on Query {\n  popularCards(first: 10) {\n    edges {\n      node {\n        ...CardCarouselSection_cards\n        id\n      }\n    }\n  }\n}\n\nfragment WatchButton_card on Card {\n  id\n  name\n  viewerWatches\n}\n"
  }
};
})();

(node as any).hash = "d64573addaea574c85a6739230c6f361";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
