/**
 * @generated SignedSource<<725c2a734dc2ad996fde593d9b8ebcb8>>
 * @relayHash f6fe5a8c4790fa8a9fe14c155547939b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e5f1062a95fe629abad9e0625e499bc7f14b534074409680558d03f0eb97c5dc

import { ConcreteRequest } from 'relay-runtime';
export type MigrationRunnerStartMutation$variables = Record<PropertyKey, never>;
export type MigrationRunnerStartMutation$data = {
  readonly startMediaMigration: {
    readonly jobId: number;
    readonly migration: {
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
    readonly total: number;
  };
};
export type MigrationRunnerStartMutation = {
  response: MigrationRunnerStartMutation$data;
  variables: MigrationRunnerStartMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "jobId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
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
  "name": "processed",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "failed",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "copied",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percent",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "finishedAt",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MigrationRunnerStartMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MediaMigrationStarted",
        "kind": "LinkedField",
        "name": "startMediaMigration",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "MediaMigration",
            "kind": "LinkedField",
            "name": "migration",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v1/*:: as any*/),
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
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MigrationRunnerStartMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MediaMigrationStarted",
        "kind": "LinkedField",
        "name": "startMediaMigration",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "MediaMigration",
            "kind": "LinkedField",
            "name": "migration",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v1/*:: as any*/),
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f6fe5a8c4790fa8a9fe14c155547939b",
    "id": "e5f1062a95fe629abad9e0625e499bc7f14b534074409680558d03f0eb97c5dc",
    "metadata": {},
    "name": "MigrationRunnerStartMutation",
    "operationKind": "mutation",
    "text": "mutation MigrationRunnerStartMutation {\n  startMediaMigration {\n    jobId\n    total\n    migration {\n      status\n      total\n      processed\n      failed\n      copied\n      percent\n      finishedAt\n      failures {\n        key\n        error\n      }\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "618c4bb1a2c3016f2e9622302d7a8224";

export default node;
