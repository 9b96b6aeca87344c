/**
 * @generated SignedSource<<7ead5b90f7a99cb8f1d925e2f04ea58c>>
 * @relayHash 3463ff010fb659a889228adc5bc555e5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1c4d86615fcc8d6574ecd1f93b98e2fbaf62527c3b650a64eded394f70be532a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminCardsTabQuery$variables = {
  offset: number;
  onlyNew: boolean;
  search?: string | null | undefined;
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
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "offset"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "onlyNew"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v3 = {
  "fields": [
    {
      "kind": "Variable",
      "name": "search",
      "variableName": "search"
    }
  ],
  "kind": "ObjectValue",
  "name": "filter"
},
v4 = {
  "kind": "Variable",
  "name": "offset",
  "variableName": "offset"
},
v5 = {
  "kind": "Literal",
  "name": "sort",
  "value": "NEWEST"
},
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
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v10 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Card",
    "kind": "LinkedField",
    "name": "node",
    "plural": false,
    "selections": [
      (v7/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AdminCardRow_card"
      },
      (v8/*:: as any*/)
    ],
    "storageKey": null
  },
  (v9/*:: as any*/)
],
v11 = {
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
v12 = {
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
v13 = {
  "kind": "Literal",
  "name": "first",
  "value": 20
},
v14 = [
  (v3/*:: as any*/),
  (v13/*:: as any*/),
  (v4/*:: as any*/),
  (v5/*:: as any*/)
],
v15 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Card",
    "kind": "LinkedField",
    "name": "node",
    "plural": false,
    "selections": [
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
      (v8/*:: as any*/)
    ],
    "storageKey": null
  },
  (v9/*:: as any*/)
],
v16 = [
  (v13/*:: as any*/),
  (v4/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
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
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "concreteType": "QueryCardsConnection",
            "kind": "LinkedField",
            "name": "__AdminCardsTab_cards_connection",
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
                "selections": (v10/*:: as any*/),
                "storageKey": null
              },
              (v11/*:: as any*/),
              (v12/*:: as any*/)
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
              (v4/*:: as any*/)
            ],
            "concreteType": "QueryNewCardsConnection",
            "kind": "LinkedField",
            "name": "__AdminCardsTab_newCards_connection",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "QueryNewCardsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              },
              (v11/*:: as any*/),
              (v12/*:: as any*/)
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
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
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
            "args": (v14/*:: as any*/),
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
                "selections": (v15/*:: as any*/),
                "storageKey": null
              },
              (v11/*:: as any*/),
              (v12/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v14/*:: as any*/),
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
            "args": (v16/*:: as any*/),
            "concreteType": "QueryNewCardsConnection",
            "kind": "LinkedField",
            "name": "newCards",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "QueryNewCardsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": (v15/*:: as any*/),
                "storageKey": null
              },
              (v11/*:: as any*/),
              (v12/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v16/*:: as any*/),
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
    "cacheID": "3463ff010fb659a889228adc5bc555e5",
    "id": "1c4d86615fcc8d6574ecd1f93b98e2fbaf62527c3b650a64eded394f70be532a",
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
    "text": "query AdminCardsTabQuery(\n  $search: String\n  $offset: Int!\n  $onlyNew: Boolean!\n) {\n  cards(filter: {search: $search}, sort: NEWEST, first: 20, offset: $offset) @skip(if: $onlyNew) {\n    totalCount\n    edges {\n      node {\n        id\n        ...AdminCardRow_card\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  newCards(first: 20, offset: $offset) @include(if: $onlyNew) {\n    totalCount\n    edges {\n      node {\n        id\n        ...AdminCardRow_card\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment AdminCardRow_card on Card {\n  id\n  databaseId\n  name\n  position\n  ovr\n  team\n  isNew\n  statsUpdatedAt\n}\n"
  }
};
})();

(node as any).hash = "b448971df2754e0e076fbc5a4fffff98";

export default node;
