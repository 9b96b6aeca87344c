/**
 * @generated SignedSource<<bd516a921d47cdf3a17ca43faae51b27>>
 * @relayHash 76ba6461f679a3c6c56408e02ee5a3a9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 552e32589fdc911cbf9408dde48d3e4f69d1d6fa38545f61f16c2af90b1ab3fc

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CardLevelKind = "RANK" | "TRAINING" | "%future added value";
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
export type CardPickerQuery$variables = {
  filter?: CardFilter | null | undefined;
};
export type CardPickerQuery$data = {
  readonly cardFacets: {
    readonly " $fragmentSpreads": FragmentRefs<"CardFacetFilters_facets">;
  };
  readonly cards: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"squadCard_card">;
      };
    }>;
    readonly totalCount: number;
  };
};
export type CardPickerQuery = {
  response: CardPickerQuery$data;
  variables: CardPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  }
],
v1 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v2 = [
  (v1/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
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
  "name": "imageUrl",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "team",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "league",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nation",
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
  "name": "pace",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shooting",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "passing",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "agilityMain",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "defending",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "physical",
  "storageKey": null
},
v20 = [
  (v1/*:: as any*/)
],
v21 = [
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CardPickerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "QueryCardsConnection",
        "kind": "LinkedField",
        "name": "cards",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryCardsConnectionEdge",
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
                  (v4/*:: as any*/),
                  {
                    "kind": "InlineDataFragmentSpread",
                    "name": "squadCard_card",
                    "selections": [
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v17/*:: as any*/),
                      (v18/*:: as any*/),
                      (v19/*:: as any*/)
                    ],
                    "args": null,
                    "argumentDefinitions": []
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
        "args": (v20/*:: as any*/),
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
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CardPickerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "QueryCardsConnection",
        "kind": "LinkedField",
        "name": "cards",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryCardsConnectionEdge",
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/)
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
        "args": (v20/*:: as any*/),
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
            "selections": (v21/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FacetCount",
            "kind": "LinkedField",
            "name": "team",
            "plural": true,
            "selections": (v21/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FacetCount",
            "kind": "LinkedField",
            "name": "league",
            "plural": true,
            "selections": (v21/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FacetCount",
            "kind": "LinkedField",
            "name": "nation",
            "plural": true,
            "selections": (v21/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "76ba6461f679a3c6c56408e02ee5a3a9",
    "id": "552e32589fdc911cbf9408dde48d3e4f69d1d6fa38545f61f16c2af90b1ab3fc",
    "metadata": {},
    "name": "CardPickerQuery",
    "operationKind": "query",
    "text": "query CardPickerQuery(\n  $filter: CardFilter\n) {\n  cards(filter: $filter, first: 20) {\n    totalCount\n    edges {\n      node {\n        id\n        ...squadCard_card\n      }\n    }\n  }\n  cardFacets(filter: $filter) {\n    ...CardFacetFilters_facets\n  }\n}\n\nfragment CardFacetFilters_facets on CardFacets {\n  className {\n    value\n    label\n    count\n  }\n  team {\n    value\n    label\n    count\n  }\n  league {\n    value\n    label\n    count\n  }\n  nation {\n    value\n    label\n    count\n  }\n}\n\nfragment squadCard_card on Card {\n  databaseId\n  name\n  position\n  ovr\n  imageUrl\n  team\n  league\n  nation\n  className\n  pace\n  shooting\n  passing\n  agilityMain\n  defending\n  physical\n}\n"
  }
};
})();

(node as any).hash = "0ab5621a7d1d404e28ef22feb428ee30";

export default node;
