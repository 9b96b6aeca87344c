/**
 * @generated SignedSource<<0f4da43d4183e59588ea40d0991f0307>>
 * @relayHash 7ecadfcbe84be2173e872ee4df4b9d91
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 908dc51395d5156ba4f6f346c7aa1b78af0840f9034dcb14b63801e94e7c7a65

import { ConcreteRequest } from 'relay-runtime';
export type AdminReportsTabHideMutation$variables = {
  connections: ReadonlyArray<string>;
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
    "name": "AdminReportsTabHideMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "hideReportedContent",
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminReportsTabHideMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "hideReportedContent",
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

(node as any).hash = "3d8ab3cf55c1f3366fbf8ef79f194dc7";

export default node;
