/**
 * @generated SignedSource<<a7235c171e00e50b858d9134d1aaa6c6>>
 * @relayHash 00bad066b8a6df405f59b996ae8f4063
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8c18ebaceb3d51b6b7109eb017ddaa397d46d2ddcab71c0a9b37ad1ff4447c32

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
    readonly finishedAt: string | null | undefined;
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
  "kind": "ScalarField",
  "name": "finishedAt",
  "storageKey": null
},
v9 = {
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
          (v8/*:: as any*/),
          (v9/*:: as any*/)
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
          (v9/*:: as any*/),
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
    "cacheID": "00bad066b8a6df405f59b996ae8f4063",
    "id": "8c18ebaceb3d51b6b7109eb017ddaa397d46d2ddcab71c0a9b37ad1ff4447c32",
    "metadata": {},
    "name": "MigrationRunnerProgressSubscription",
    "operationKind": "subscription",
    "text": "subscription MigrationRunnerProgressSubscription(\n  $jobId: Int!\n) {\n  mediaMigrationProgress(jobId: $jobId) {\n    status\n    total\n    processed\n    failed\n    copied\n    percent\n    finishedAt\n    failures {\n      key\n      error\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "9829d702dccd5d8c70a18f736c120783";

export default node;
