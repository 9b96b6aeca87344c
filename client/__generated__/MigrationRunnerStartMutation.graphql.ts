/**
 * @generated SignedSource<<b95fa35cfa38d14cb9d70383c353928e>>
 * @relayHash 54dd8b93d014fc18f9e73caf38e397eb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 157a36ee817b68e1a64e62831e2a0c61059bf97829a2ab7225fdddb40e9e0cd6

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
              (v7/*:: as any*/)
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
    "cacheID": "54dd8b93d014fc18f9e73caf38e397eb",
    "id": "157a36ee817b68e1a64e62831e2a0c61059bf97829a2ab7225fdddb40e9e0cd6",
    "metadata": {},
    "name": "MigrationRunnerStartMutation",
    "operationKind": "mutation",
    "text": "mutation MigrationRunnerStartMutation {\n  startMediaMigration {\n    jobId\n    total\n    migration {\n      status\n      total\n      processed\n      failed\n      copied\n      percent\n      failures {\n        key\n        error\n      }\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "eab1e52232846e385130651b03d2bfa9";

export default node;
