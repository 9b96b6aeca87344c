/**
 * @generated SignedSource<<d072e687f466ee49b1a3737d767cf793>>
 * @relayHash 1623f5c56c54b797d218af101fb3a18f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 524a1fede689c1e2e6fa9390eaf21aab1ad2b2da68a692342b228e1f3bcd73ef

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
export type AdminCardsTabQuery$variables = {
  filter: CardFilter;
  offset: number;
  onlyNew: boolean;
};
export type AdminCardsTabQuery$data = {
  readonly cards?: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"AdminCardRow_card">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly newCards?: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"AdminCardRow_card">;
      };
    }>;
    readonly totalCount: number;
  };
};
export type AdminCardsTabQuery = {
  response: AdminCardsTabQuery$data;
  variables: AdminCardsTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "offset"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "onlyNew"
  }
],
v1 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v2 = {
  "kind": "Variable",
  "name": "offset",
  "variableName": "offset"
},
v3 = {
  "kind": "Literal",
  "name": "sort",
  "value": "NEWEST"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v8 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Card",
    "kind": "LinkedField",
    "name": "node",
    "plural": false,
    "selections": [
      (v5/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AdminCardRow_card"
      },
      (v6/*:: as any*/)
    ],
    "storageKey": null
  },
  (v7/*:: as any*/)
],
v9 = {
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
},
v10 = {
  "kind": "ClientExtension",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__id",
      "storageKey": null
    }
  ]
},
v11 = {
  "kind": "Literal",
  "name": "first",
  "value": 20
},
v12 = [
  (v1/*:: as any*/),
  (v11/*:: as any*/),
  (v2/*:: as any*/),
  (v3/*:: as any*/)
],
v13 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Card",
    "kind": "LinkedField",
    "name": "node",
    "plural": false,
    "selections": [
      (v5/*:: as any*/),
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
        "name": "team",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isNew",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "statsUpdatedAt",
        "storageKey": null
      },
      (v6/*:: as any*/)
    ],
    "storageKey": null
  },
  (v7/*:: as any*/)
],
v14 = [
  (v11/*:: as any*/),
  (v2/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminCardsTabQuery",
    "selections": [
      {
        "condition": "onlyNew",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": "cards",
            "args": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "concreteType": "QueryCardsConnection",
            "kind": "LinkedField",
            "name": "__AdminCardsTab_cards_connection",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "QueryCardsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": (v8/*:: as any*/),
                "storageKey": null
              },
              (v9/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "onlyNew",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "newCards",
            "args": [
              (v2/*:: as any*/)
            ],
            "concreteType": "QueryNewCardsConnection",
            "kind": "LinkedField",
            "name": "__AdminCardsTab_newCards_connection",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "QueryNewCardsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": (v8/*:: as any*/),
                "storageKey": null
              },
              (v9/*:: as any*/),
              (v10/*:: as any*/)
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminCardsTabQuery",
    "selections": [
      {
        "condition": "onlyNew",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v12/*:: as any*/),
            "concreteType": "QueryCardsConnection",
            "kind": "LinkedField",
            "name": "cards",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "QueryCardsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": (v13/*:: as any*/),
                "storageKey": null
              },
              (v9/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v12/*:: as any*/),
            "filters": [
              "filter",
              "sort",
              "offset"
            ],
            "handle": "connection",
            "key": "AdminCardsTab_cards",
            "kind": "LinkedHandle",
            "name": "cards"
          }
        ]
      },
      {
        "condition": "onlyNew",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "concreteType": "QueryNewCardsConnection",
            "kind": "LinkedField",
            "name": "newCards",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "QueryNewCardsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": (v13/*:: as any*/),
                "storageKey": null
              },
              (v9/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "filters": [
              "offset"
            ],
            "handle": "connection",
            "key": "AdminCardsTab_newCards",
            "kind": "LinkedHandle",
            "name": "newCards"
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "1623f5c56c54b797d218af101fb3a18f",
    "id": "524a1fede689c1e2e6fa9390eaf21aab1ad2b2da68a692342b228e1f3bcd73ef",
    "metadata": {
      "connection": [
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "cards"
          ]
        },
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "newCards"
          ]
        }
      ]
    },
    "name": "AdminCardsTabQuery",
    "operationKind": "query",
    "text": "query AdminCardsTabQuery(\n  $filter: CardFilter!\n  $offset: Int!\n  $onlyNew: Boolean!\n) {\n  cards(filter: $filter, sort: NEWEST, first: 20, offset: $offset) @skip(if: $onlyNew) {\n    totalCount\n    edges {\n      node {\n        id\n        ...AdminCardRow_card\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  newCards(first: 20, offset: $offset) @include(if: $onlyNew) {\n    totalCount\n    edges {\n      node {\n        id\n        ...AdminCardRow_card\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment AdminCardRow_card on Card {\n  id\n  databaseId\n  name\n  position\n  ovr\n  className\n  team\n  isNew\n  statsUpdatedAt\n}\n"
  }
};
})();

(node as any).hash = "80380c125a6335cd936d6270c49144e3";

export default node;
