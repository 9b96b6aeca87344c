/**
 * @generated SignedSource<<44025d6c637218980216087ef4767754>>
 * @relayHash 0df02004ccd15eab6830cc0bccae1d18
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8caf2da33af14bd1574b04b2b79b65b5299f9f15853e143da63cc8bf28b87759

import { ConcreteRequest } from 'relay-runtime';
export type AdminReportsTabDismissMutation$variables = {
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
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "reportId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "reportId",
    "variableName": "reportId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "resolvedReportIds",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminReportsTabDismissMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "dismissReport",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
                  (v4/*:: as any*/)
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminReportsTabDismissMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "dismissReport",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "filters": null,
                    "handle": "deleteRecord",
                    "key": "",
                    "kind": "ScalarHandle",
                    "name": "resolvedReportIds"
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

(node as any).hash = "237544e1d62bda3a0e988f0315eaec44";

export default node;
