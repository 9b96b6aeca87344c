/**
 * @generated SignedSource<<b7628b2e973343faf7b11ebfdd2c0918>>
 * @relayHash 0fc4a8eda684b07645aaba11c689ce9a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 768de47f075a58f0f5c0fa1ca5f05cddca88eee730f500ccc568a4339e34b3ea

import { ConcreteRequest } from 'relay-runtime';
export type AdminReportsTabUnhideMutation$variables = {
  targetId: string;
};
export type AdminReportsTabUnhideMutation$data = {
  readonly unhideContent: {
    readonly __typename: string;
    readonly data?: {
      readonly reports: ReadonlyArray<{
        readonly id: string;
        readonly target: {
          readonly isHidden: boolean;
        } | null | undefined;
      }>;
    };
    readonly message?: string;
  };
};
export type AdminReportsTabUnhideMutation = {
  response: AdminReportsTabUnhideMutation$data;
  variables: AdminReportsTabUnhideMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "targetId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "targetId",
        "variableName": "targetId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "unhideContent",
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
            "concreteType": "ReportResolvePayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Report",
                "kind": "LinkedField",
                "name": "reports",
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
                    "concreteType": "ReportedItem",
                    "kind": "LinkedField",
                    "name": "target",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isHidden",
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
        ],
        "type": "MutationUnhideContentSuccess",
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
    "name": "AdminReportsTabUnhideMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminReportsTabUnhideMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0fc4a8eda684b07645aaba11c689ce9a",
    "id": "768de47f075a58f0f5c0fa1ca5f05cddca88eee730f500ccc568a4339e34b3ea",
    "metadata": {},
    "name": "AdminReportsTabUnhideMutation",
    "operationKind": "mutation",
    "text": "mutation AdminReportsTabUnhideMutation(\n  $targetId: ID!\n) {\n  unhideContent(targetId: $targetId) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationUnhideContentSuccess {\n      data {\n        reports {\n          id\n          target {\n            isHidden\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ec137542a952f3e2b0fb1128e9f933dc";

export default node;
