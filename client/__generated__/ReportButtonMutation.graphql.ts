/**
 * @generated SignedSource<<c794d0e0b62b33765e6e724bcc1c3768>>
 * @relayHash bded5bc913a03f0b4aa89913be2e93e8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 305d84470ef1315429c6d87f0c098a698739103ac3e904130ee103c61f6c8117

import { ConcreteRequest } from 'relay-runtime';
export type ReportReason = "ABUSE" | "OTHER" | "SPAM" | "WRONG_INFO" | "%future added value";
export type ReportStatus = "DISMISSED" | "HIDDEN" | "OPEN" | "%future added value";
export type ReportContentInput = {
  detail?: string | null | undefined;
  reason: ReportReason;
  targetId: string;
};
export type ReportButtonMutation$variables = {
  input: ReportContentInput;
};
export type ReportButtonMutation$data = {
  readonly reportContent: {
    readonly __typename: string;
    readonly data?: {
      readonly report: {
        readonly id: string;
        readonly status: ReportStatus;
      };
    };
    readonly message?: string;
  };
};
export type ReportButtonMutation = {
  response: ReportButtonMutation$data;
  variables: ReportButtonMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "reportContent",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
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
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ReportContentPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Report",
                "kind": "LinkedField",
                "name": "report",
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
                    "name": "status",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationReportContentSuccess",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReportButtonMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReportButtonMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bded5bc913a03f0b4aa89913be2e93e8",
    "id": "305d84470ef1315429c6d87f0c098a698739103ac3e904130ee103c61f6c8117",
    "metadata": {},
    "name": "ReportButtonMutation",
    "operationKind": "mutation",
    "text": "mutation ReportButtonMutation(\n  $input: ReportContentInput!\n) {\n  reportContent(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationReportContentSuccess {\n      data {\n        report {\n          id\n          status\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4d797089ecaf03c6790037ce43c1b058";

export default node;
