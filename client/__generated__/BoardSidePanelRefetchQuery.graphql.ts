/**
 * @generated SignedSource<<03731e851ad312de5dce3a9cf8cb626e>>
 * @relayHash 109d5ee0a1fcc1d531646f62cffab10a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0a8d87ffe4d754942750f3b77f08c47bddfbf8ff6d1ef6c149523c8cb51eeca5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BoardSidePanelRefetchQuery$variables = {
  rankingOffset?: number | null | undefined;
};
export type BoardSidePanelRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"BoardSidePanel_query">;
};
export type BoardSidePanelRefetchQuery = {
  response: BoardSidePanelRefetchQuery$data;
  variables: BoardSidePanelRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": 0,
    "kind": "LocalArgument",
    "name": "rankingOffset"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BoardSidePanelRefetchQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "rankingOffset",
            "variableName": "rankingOffset"
          }
        ],
        "kind": "FragmentSpread",
        "name": "BoardSidePanel_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BoardSidePanelRefetchQuery",
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
            "name": "offset",
            "variableName": "rankingOffset"
          }
        ],
        "concreteType": "QueryLevelRankingConnection",
        "kind": "LinkedField",
        "name": "levelRanking",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryLevelRankingConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
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
                    "name": "levelScore",
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
                    "name": "displayName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "currentLevel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isAdmin",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "legendaryIcon",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isViewer",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isBlockedByViewer",
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
    "cacheID": "109d5ee0a1fcc1d531646f62cffab10a",
    "id": "0a8d87ffe4d754942750f3b77f08c47bddfbf8ff6d1ef6c149523c8cb51eeca5",
    "metadata": {},
    "name": "BoardSidePanelRefetchQuery",
    "operationKind": "query",
    "text": "query BoardSidePanelRefetchQuery(\n  $rankingOffset: Int = 0\n) {\n  ...BoardSidePanel_query_2lBvZN\n}\n\nfragment BoardSidePanel_query_2lBvZN on Query {\n  levelRanking(first: 20, offset: $rankingOffset) {\n    totalCount\n    edges {\n      node {\n        id\n        levelScore\n        ...UserName_user\n      }\n    }\n  }\n}\n\nfragment UserName_user on User {\n  id\n  databaseId\n  displayName\n  currentLevel\n  isAdmin\n  legendaryIcon\n  isViewer\n  isBlockedByViewer\n}\n"
  }
};
})();

(node as any).hash = "94c2adfe83b0a3851da317204f7dc142";

export default node;
