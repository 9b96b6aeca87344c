/**
 * @generated SignedSource<<90558e851e9d621856f314ac3f1e45b7>>
 * @relayHash 670829853bda350ebaddb0d3b17186f8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 688ddc2e6b59acf66c6268b32ca36c3d21c6e16c3ab584aedeb6fc078dccfc9d

import { ConcreteRequest } from 'relay-runtime';
export type AdminStatsTabCleanupMutation$variables = Record<PropertyKey, never>;
export type AdminStatsTabCleanupMutation$data = {
  readonly cleanupDuplicateReviews: {
    readonly __typename: string;
    readonly data?: {
      readonly deletedCount: number;
    };
    readonly message?: string;
  };
};
export type AdminStatsTabCleanupMutation = {
  response: AdminStatsTabCleanupMutation$data;
  variables: AdminStatsTabCleanupMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "cleanupDuplicateReviews",
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
            "concreteType": "CleanupDuplicateReviewsPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deletedCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationCleanupDuplicateReviewsSuccess",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminStatsTabCleanupMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminStatsTabCleanupMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "670829853bda350ebaddb0d3b17186f8",
    "id": "688ddc2e6b59acf66c6268b32ca36c3d21c6e16c3ab584aedeb6fc078dccfc9d",
    "metadata": {},
    "name": "AdminStatsTabCleanupMutation",
    "operationKind": "mutation",
    "text": "mutation AdminStatsTabCleanupMutation {\n  cleanupDuplicateReviews {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationCleanupDuplicateReviewsSuccess {\n      data {\n        deletedCount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a7af04e7eceebc0c3e17eebea60d21e4";

export default node;
