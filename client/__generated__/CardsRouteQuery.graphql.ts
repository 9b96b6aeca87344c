/**
 * @generated SignedSource<<aac5ac97b44fc1b14f93210ba2f75ba3>>
 * @relayHash 8a471c7c8fa0e564c602165737986a7b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1a5638118b76524c67a5e09a9c9145cd828133dab99217c3719a7842e17f467b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CardLevelKind = "RANK" | "TRAINING" | "%future added value";
export type CardSort = "ACCELERATION" | "AGGRESSION" | "AGILITY" | "AGILITY_MAIN" | "BALANCE" | "BALL_CONTROL" | "COMPOSURE" | "CROSSING" | "CURVE" | "DEFENDING" | "DEF_AWARENESS" | "DIVING" | "DRIBBLING" | "FINISHING" | "FK_ACCURACY" | "GK_POSITIONING" | "HANDLING" | "HEADING_ACCURACY" | "INTERCEPTIONS" | "JUMPING" | "KICKING" | "LONG_PASSING" | "LONG_SHOTS" | "MARKING" | "NAME" | "NEWEST" | "OVR" | "PACE" | "PASSING" | "PENALTIES" | "PHYSICAL" | "POSITIONING" | "RATING" | "REACTIONS" | "REFLEXES" | "REVIEWS" | "SHOOTING" | "SHORT_PASSING" | "SHOT_POWER" | "SLIDING_TACKLE" | "SPRINT_SPEED" | "STAMINA" | "STANDING_TACKLE" | "STRENGTH" | "VISION" | "VOLLEYS" | "%future added value";
export type CardFilter = {
  className?: ReadonlyArray<string> | null | undefined;
  footPreference?: string | null | undefined;
  league?: ReadonlyArray<string> | null | undefined;
  level?: CardLevelAt | null | undefined;
  maxHeight?: number | null | undefined;
  maxOvr?: number | null | undefined;
  minHeight?: number | null | undefined;
  minOvr?: number | null | undefined;
  nation?: ReadonlyArray<string> | null | undefined;
  position?: string | null | undefined;
  search?: string | null | undefined;
  skillBoost?: string | null | undefined;
  stats?: ReadonlyArray<StatRangeInput> | null | undefined;
  team?: ReadonlyArray<string> | null | undefined;
  weakFoot?: string | null | undefined;
};
export type CardLevelAt = {
  kind: CardLevelKind;
  level: number;
};
export type StatRangeInput = {
  key: string;
  max?: number | null | undefined;
  min?: number | null | undefined;
};
export type CardsRouteQuery$variables = {
  filter?: CardFilter | null | undefined;
  first?: number | null | undefined;
  offset?: number | null | undefined;
  sort?: CardSort | null | undefined;
};
export type CardsRouteQuery$data = {
  readonly cardFacets: {
    readonly " $fragmentSpreads": FragmentRefs<"CardFacetFilters_facets">;
  };
  readonly cards: {
    readonly edges: ReadonlyArray<{
      readonly hasLevel: boolean | null | undefined;
      readonly levelOvr: number | null | undefined;
      readonly node: {
        readonly databaseId: number;
        readonly id: string;
        readonly name: string;
        readonly " $fragmentSpreads": FragmentRefs<"CardTile_card">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentSpreads": FragmentRefs<"LevelSelect_query">;
};
export type CardsRouteQuery = {
  response: CardsRouteQuery$data;
  variables: CardsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "offset"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v4 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v5 = [
  (v4/*:: as any*/),
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
    "name": "sort",
    "variableName": "sort"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "levelOvr",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasLevel",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v12 = [
  (v4/*:: as any*/)
],
v13 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  }
];
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
    "name": "CardsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "QueryCardsConnection",
        "kind": "LinkedField",
        "name": "cards",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryCardsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Card",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
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
      },
      {
        "alias": null,
        "args": (v12/*:: as any*/),
        "concreteType": "CardFacets",
        "kind": "LinkedField",
        "name": "cardFacets",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CardFacetFilters_facets"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "LevelSelect_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CardsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "QueryCardsConnection",
        "kind": "LinkedField",
        "name": "cards",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryCardsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Card",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
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
        "args": (v12/*:: as any*/),
        "concreteType": "CardFacets",
        "kind": "LinkedField",
        "name": "cardFacets",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FacetCount",
            "kind": "LinkedField",
            "name": "className",
            "plural": true,
            "selections": (v13/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FacetCount",
            "kind": "LinkedField",
            "name": "team",
            "plural": true,
            "selections": (v13/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FacetCount",
            "kind": "LinkedField",
            "name": "league",
            "plural": true,
            "selections": (v13/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FacetCount",
            "kind": "LinkedField",
            "name": "nation",
            "plural": true,
            "selections": (v13/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CardLevelChoice",
        "kind": "LinkedField",
        "name": "cardLevelChoices",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "level",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8a471c7c8fa0e564c602165737986a7b",
    "id": "1a5638118b76524c67a5e09a9c9145cd828133dab99217c3719a7842e17f467b",
    "metadata": {},
    "name": "CardsRouteQuery",
    "operationKind": "query",
    "text": "query CardsRouteQuery(\n  $filter: CardFilter\n  $sort: CardSort\n  $first: Int\n  $offset: Int\n) {\n  cards(filter: $filter, sort: $sort, first: $first, offset: $offset) {\n    totalCount\n    edges {\n      levelOvr\n      hasLevel\n      node {\n        id\n        databaseId\n        name\n        ...CardTile_card\n      }\n    }\n  }\n  cardFacets(filter: $filter) {\n    ...CardFacetFilters_facets\n  }\n  ...LevelSelect_query\n}\n\nfragment CardFacetFilters_facets on CardFacets {\n  className {\n    value\n    label\n    count\n  }\n  team {\n    value\n    label\n    count\n  }\n  league {\n    value\n    label\n    count\n  }\n  nation {\n    value\n    label\n    count\n  }\n}\n\nfragment CardTile_card on Card {\n  databaseId\n  name\n  position\n  ovr\n  className\n  imageUrl\n  team\n  avgRating\n  reviewCount\n  ...WatchButton_card\n}\n\nfragment LevelSelect_query on Query {\n  cardLevelChoices {\n    kind\n    level\n  }\n}\n\nfragment WatchButton_card on Card {\n  id\n  name\n  viewerWatches\n}\n"
  }
};
})();

(node as any).hash = "2d4dd4cc71aba4c936c0519dfd5a7336";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
