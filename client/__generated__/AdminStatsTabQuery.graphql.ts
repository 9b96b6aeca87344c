/**
 * @generated SignedSource<<9f9470c57602fa9559e1789f0e9344f9>>
 * @relayHash 5deab1c8c52e1d867e47697da7f1af56
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6769c2170624c41988c60708b0a91b40b10d78af76d59c7f7a73a9272aa5979b

import { ConcreteRequest } from 'relay-runtime';
export type AdminStatsTabQuery$variables = {
  days: number;
  offset: number;
  period: string;
};
export type AdminStatsTabQuery$data = {
  readonly activityLogs: {
    readonly logs: ReadonlyArray<{
      readonly action: string;
      readonly createdAt: string;
      readonly details: string;
      readonly id: string;
      readonly nickname: string | null | undefined;
    }>;
    readonly total: number;
  };
  readonly visitorStats: ReadonlyArray<{
    readonly label: string;
    readonly pageViews: number;
    readonly uniqueVisitors: number;
    readonly visitors: number;
  }>;
  readonly visitorTotals: {
    readonly avgSessionTime: number;
    readonly bounceRate: number;
    readonly mau: number;
    readonly totalPageViews: number;
    readonly uniqueVisitors: number;
  };
};
export type AdminStatsTabQuery = {
  response: AdminStatsTabQuery$data;
  variables: AdminStatsTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "days"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "offset"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "period"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "uniqueVisitors",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "days",
        "variableName": "days"
      },
      {
        "kind": "Variable",
        "name": "period",
        "variableName": "period"
      }
    ],
    "concreteType": "VisitorBucket",
    "kind": "LinkedField",
    "name": "visitorStats",
    "plural": true,
    "selections": [
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
        "name": "visitors",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pageViews",
        "storageKey": null
      },
      (v3/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "VisitorTotals",
    "kind": "LinkedField",
    "name": "visitorTotals",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalPageViews",
        "storageKey": null
      },
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "avgSessionTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "bounceRate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mau",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "limit",
        "value": 10
      },
      {
        "kind": "Variable",
        "name": "offset",
        "variableName": "offset"
      }
    ],
    "concreteType": "ActivityLogPage",
    "kind": "LinkedField",
    "name": "activityLogs",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "total",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ActivityLogEntry",
        "kind": "LinkedField",
        "name": "logs",
        "plural": true,
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
            "name": "action",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "details",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nickname",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
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
    "name": "AdminStatsTabQuery",
    "selections": (v4/*:: as any*/),
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
    "name": "AdminStatsTabQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "5deab1c8c52e1d867e47697da7f1af56",
    "id": "6769c2170624c41988c60708b0a91b40b10d78af76d59c7f7a73a9272aa5979b",
    "metadata": {},
    "name": "AdminStatsTabQuery",
    "operationKind": "query",
    "text": "query AdminStatsTabQuery(\n  $period: String!\n  $days: Int!\n  $offset: Int!\n) {\n  visitorStats(period: $period, days: $days) {\n    label\n    visitors\n    pageViews\n    uniqueVisitors\n  }\n  visitorTotals {\n    totalPageViews\n    uniqueVisitors\n    avgSessionTime\n    bounceRate\n    mau\n  }\n  activityLogs(limit: 10, offset: $offset) {\n    total\n    logs {\n      id\n      action\n      details\n      createdAt\n      nickname\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ce5b7e14ceb690c185b91721944cbb28";

export default node;
