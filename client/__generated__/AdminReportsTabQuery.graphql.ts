/**
 * @generated SignedSource<<a0bcf66a81f102b5b0d6c6a90f769279>>
 * @relayHash 450c46028a8ecb8f692e79152908a6cc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb4cc0d3b57a5b3f4ffcd00036cc8e29949576d0974e0b0b44c3b04521956d0f

import { ConcreteRequest } from 'relay-runtime';
export type ReportReason = "ABUSE" | "OTHER" | "SPAM" | "WRONG_INFO" | "%future added value";
export type ReportTarget = "COMMENT" | "POST" | "REVIEW" | "REVIEW_REPLY" | "%future added value";
export type AdminReportsTabQuery$variables = {
  first: number;
};
export type AdminReportsTabQuery$data = {
  readonly adminReports: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly createdAt: string;
        readonly detail: string | null | undefined;
        readonly id: string;
        readonly openReportCount: number;
        readonly reason: ReportReason;
        readonly reporter: {
          readonly displayName: string;
        };
        readonly target: {
          readonly excerpt: string;
          readonly isHidden: boolean;
          readonly url: string;
        } | null | undefined;
        readonly targetType: ReportTarget;
      };
    }>;
    readonly totalCount: number;
  };
};
export type AdminReportsTabQuery = {
  response: AdminReportsTabQuery$data;
  variables: AdminReportsTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "targetType",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "detail",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openReportCount",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "ReportedItem",
  "kind": "LinkedField",
  "name": "target",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "excerpt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isHidden",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v12 = {
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
v13 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminReportsTabQuery",
    "selections": [
      {
        "alias": "adminReports",
        "args": null,
        "concreteType": "QueryAdminReportsConnection",
        "kind": "LinkedField",
        "name": "__AdminReportsTab_adminReports_connection",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryAdminReportsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Report",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "reporter",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v9/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          (v12/*:: as any*/)
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
    "name": "AdminReportsTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v13/*:: as any*/),
        "concreteType": "QueryAdminReportsConnection",
        "kind": "LinkedField",
        "name": "adminReports",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryAdminReportsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Report",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "reporter",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v9/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          (v12/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v13/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "AdminReportsTab_adminReports",
        "kind": "LinkedHandle",
        "name": "adminReports"
      }
    ]
  },
  "params": {
    "cacheID": "450c46028a8ecb8f692e79152908a6cc",
    "id": "cb4cc0d3b57a5b3f4ffcd00036cc8e29949576d0974e0b0b44c3b04521956d0f",
    "metadata": {
      "connection": [
        {
          "count": "first",
          "cursor": null,
          "direction": "forward",
          "path": [
            "adminReports"
          ]
        }
      ]
    },
    "name": "AdminReportsTabQuery",
    "operationKind": "query",
    "text": "query AdminReportsTabQuery(\n  $first: Int!\n) {\n  adminReports(first: $first) {\n    totalCount\n    edges {\n      node {\n        id\n        targetType\n        reason\n        detail\n        createdAt\n        openReportCount\n        reporter {\n          displayName\n          id\n        }\n        target {\n          excerpt\n          url\n          isHidden\n        }\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "917fd5f610789ebc09af407849e53dcb";

export default node;
