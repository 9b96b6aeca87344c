/**
 * @generated SignedSource<<dfd0ef8de965a4cab0e158347e99a410>>
 * @relayHash 8776e172202e68a7db10aafcefb3050a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b0f242ea3367009ecd3a5cfb960fea996a1d682249011df21ce23ef419b1832

import { ConcreteRequest } from 'relay-runtime';
export type MigrationRunnerProgressSubscription$variables = {
  jobId: number;
};
export type MigrationRunnerProgressSubscription$data = {
  readonly mediaMigrationProgress: {
    readonly copied: number;
    readonly failed: number;
    readonly failures: ReadonlyArray<{
      readonly error: string | null | undefined;
      readonly key: string;
    }>;
    readonly percent: number;
    readonly processed: number;
    readonly status: string;
    readonly total: number;
  };
};
export type MigrationRunnerProgressSubscription = {
  response: MigrationRunnerProgressSubscription$data;
  variables: MigrationRunnerProgressSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "jobId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "jobId",
    "variableName": "jobId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "processed",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "failed",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "copied",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percent",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "MediaMigrationFailure",
  "kind": "LinkedField",
  "name": "failures",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "key",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "error",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MigrationRunnerProgressSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MediaMigration",
        "kind": "LinkedField",
        "name": "mediaMigrationProgress",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MigrationRunnerProgressSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MediaMigration",
        "kind": "LinkedField",
        "name": "mediaMigrationProgress",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8776e172202e68a7db10aafcefb3050a",
    "id": "5b0f242ea3367009ecd3a5cfb960fea996a1d682249011df21ce23ef419b1832",
    "metadata": {},
    "name": "MigrationRunnerProgressSubscription",
    "operationKind": "subscription",
    "text": "subscription MigrationRunnerProgressSubscription(\n  $jobId: Int!\n) {\n  mediaMigrationProgress(jobId: $jobId) {\n    status\n    total\n    processed\n    failed\n    copied\n    percent\n    failures {\n      key\n      error\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "12de529235b5bea9fcf11b7ddb399de7";

export default node;
