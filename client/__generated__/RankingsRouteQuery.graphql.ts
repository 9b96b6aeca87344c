/**
 * @generated SignedSource<<0ad39e063d9fdb8bdd30ff8c3c7a383d>>
 * @relayHash 9311d9e454c38e70830f12a1db6607aa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9616c1ba78e149dde2613482bd0e6120a4b63e06bb9275c18171d0794c7a1190

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CardLevelKind = "RANK" | "TRAINING" | "%future added value";
export type RankingsRouteQuery$variables = {
  atLevel: boolean;
  kind: CardLevelKind;
  level: number;
  position: string;
};
export type RankingsRouteQuery$data = {
  readonly levelRanking?: {
    readonly " $fragmentSpreads": FragmentRefs<"LevelRankingTable_query">;
  } | null | undefined;
  readonly positionTop?: {
    readonly " $fragmentSpreads": FragmentRefs<"RankingsRoute_positionTop">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"LevelSelect_query">;
};
export type RankingsRouteQuery = {
  response: RankingsRouteQuery$data;
  variables: RankingsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "atLevel"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "level"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "position"
},
v4 = {
  "kind": "Variable",
  "name": "kind",
  "variableName": "kind"
},
v5 = {
  "kind": "Variable",
  "name": "level",
  "variableName": "level"
},
v6 = {
  "kind": "Variable",
  "name": "position",
  "variableName": "position"
},
v7 = [
  (v6/*:: as any*/)
],
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
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "position",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "className",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avgRating",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reviewCount",
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
    "name": "RankingsRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "LevelSelect_query"
      },
      {
        "condition": "atLevel",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    (v4/*:: as any*/),
                    (v5/*:: as any*/),
                    (v6/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "LevelRankingTable_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "levelRanking"
          }
        ]
      },
      {
        "condition": "atLevel",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v7/*:: as any*/),
            "concreteType": "PositionTop",
            "kind": "LinkedField",
            "name": "positionTop",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RankingsRoute_positionTop"
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RankingsRouteQuery",
    "selections": [
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
      },
      {
        "condition": "atLevel",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 100
              },
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "concreteType": "CardAtLevel",
            "kind": "LinkedField",
            "name": "cardsAtLevel",
            "plural": true,
            "selections": [
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasLevel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Card",
                "kind": "LinkedField",
                "name": "card",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v8/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "atLevel",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v7/*:: as any*/),
            "concreteType": "PositionTop",
            "kind": "LinkedField",
            "name": "positionTop",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "averageOvr",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "averageRating",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalReviews",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "priorMean",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Card",
                "kind": "LinkedField",
                "name": "cards",
                "plural": true,
                "selections": [
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v8/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pace",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "shooting",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "passing",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "diving",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "handling",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kicking",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "9311d9e454c38e70830f12a1db6607aa",
    "id": "9616c1ba78e149dde2613482bd0e6120a4b63e06bb9275c18171d0794c7a1190",
    "metadata": {},
    "name": "RankingsRouteQuery",
    "operationKind": "query",
    "text": "query RankingsRouteQuery(\n  $position: String!\n  $atLevel: Boolean!\n  $kind: CardLevelKind!\n  $level: Int!\n) {\n  ...LevelSelect_query\n  ...LevelRankingTable_query_9cjVh @include(if: $atLevel)\n  positionTop(position: $position) @skip(if: $atLevel) {\n    ...RankingsRoute_positionTop\n  }\n}\n\nfragment LevelRankingTable_query_9cjVh on Query {\n  cardsAtLevel(kind: $kind, level: $level, position: $position, first: 100) {\n    ovr\n    hasLevel\n    card {\n      id\n      databaseId\n      name\n      position\n      ovr\n      className\n      avgRating\n      reviewCount\n    }\n  }\n}\n\nfragment LevelSelect_query on Query {\n  cardLevelChoices {\n    kind\n    level\n  }\n}\n\nfragment RankingsRoute_positionTop on PositionTop {\n  averageOvr\n  averageRating\n  totalReviews\n  priorMean\n  cards {\n    id\n    databaseId\n    name\n    position\n    ovr\n    className\n    avgRating\n    reviewCount\n    pace\n    shooting\n    passing\n    diving\n    handling\n    kicking\n  }\n}\n"
  }
};
})();

(node as any).hash = "c48b0c620babce3024e767a007d9f07d";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
