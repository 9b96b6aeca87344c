/**
 * @generated SignedSource<<06fdd5d156c6789e08231aeded46c283>>
 * @relayHash 7ecadfcbe84be2173e872ee4df4b9d91
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 908dc51395d5156ba4f6f346c7aa1b78af0840f9034dcb14b63801e94e7c7a65

import { ConcreteRequest } from 'relay-runtime';
export type AdminReportsTabHideMutation$variables = {
  reportId: string;
};
export type AdminReportsTabHideMutation$data = {
  readonly hideReportedContent: {
    readonly __typename: string;
    readonly data?: {
      readonly resolvedReportIds: ReadonlyArray<string>;
    };
    readonly message?: string;
  };
};
export type AdminReportsTabHideMutation = {
  response: AdminReportsTabHideMutation$data;
  variables: AdminReportsTabHideMutation$variables;
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
    "name": "AdminReportsTabHideMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "hideReportedContent",
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
            "type": "MutationHideReportedContentSuccess",
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
    "name": "AdminReportsTabHideMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "hideReportedContent",
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
            "type": "MutationHideReportedContentSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7ecadfcbe84be2173e872ee4df4b9d91",
    "id": "908dc51395d5156ba4f6f346c7aa1b78af0840f9034dcb14b63801e94e7c7a65",
    "metadata": {},
    "name": "AdminReportsTabHideMutation",
    "operationKind": "mutation",
    "text": "mutation AdminReportsTabHideMutation(\n  $reportId: ID!\n) {\n  hideReportedContent(reportId: $reportId) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationHideReportedContentSuccess {\n      data {\n        resolvedReportIds\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ed53e4306a5176a9b0a7c84dfc781af7";

export default node;
