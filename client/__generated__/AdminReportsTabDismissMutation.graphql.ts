/**
 * @generated SignedSource<<8cdb0ec030b74aafdb24cc7f911415e8>>
 * @relayHash 0df02004ccd15eab6830cc0bccae1d18
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8caf2da33af14bd1574b04b2b79b65b5299f9f15853e143da63cc8bf28b87759

import { ConcreteRequest } from 'relay-runtime';
export type AdminReportsTabDismissMutation$variables = {
  connections: ReadonlyArray<string>;
  reportId: string;
};
export type AdminReportsTabDismissMutation$data = {
  readonly dismissReport: {
    readonly __typename: string;
    readonly data?: {
      readonly resolvedReportIds: ReadonlyArray<string>;
    };
    readonly message?: string;
  };
};
export type AdminReportsTabDismissMutation = {
  response: AdminReportsTabDismissMutation$data;
  variables: AdminReportsTabDismissMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "reportId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "reportId",
    "variableName": "reportId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "resolvedReportIds",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminReportsTabDismissMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "dismissReport",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ReportResolvePayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "MutationDismissReportSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminReportsTabDismissMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "dismissReport",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ReportResolvePayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "filters": null,
                    "handle": "deleteEdge",
                    "key": "",
                    "kind": "ScalarHandle",
                    "name": "resolvedReportIds",
                    "handleArgs": [
                      {
                        "kind": "Variable",
                        "name": "connections",
                        "variableName": "connections"
                      }
                    ]
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationDismissReportSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0df02004ccd15eab6830cc0bccae1d18",
    "id": "8caf2da33af14bd1574b04b2b79b65b5299f9f15853e143da63cc8bf28b87759",
    "metadata": {},
    "name": "AdminReportsTabDismissMutation",
    "operationKind": "mutation",
    "text": "mutation AdminReportsTabDismissMutation(\n  $reportId: ID!\n) {\n  dismissReport(reportId: $reportId) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationDismissReportSuccess {\n      data {\n        resolvedReportIds\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6e97c9adf537c2df80deeb341b780cba";

export default node;
