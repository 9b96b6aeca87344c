/**
 * @generated SignedSource<<fb19411c0e4f562a178330c03e0e4cf2>>
 * @relayHash b40b5c8158ae3f056f4ceec1c8c5720a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 449ce4b585192ae2ae21d143755f0b6cf21059040549d6769a2aedb1da353b9d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MediaMigrationRouteLatestQuery$variables = Record<PropertyKey, never>;
export type MediaMigrationRouteLatestQuery$data = {
  readonly latestMediaMigration: {
    readonly failed: number;
    readonly finishedAt: string | null | undefined;
    readonly processed: number;
    readonly status: string;
    readonly total: number;
    readonly " $fragmentSpreads": FragmentRefs<"MigrationRunner_job">;
  } | null | undefined;
};
export type MediaMigrationRouteLatestQuery = {
  response: MediaMigrationRouteLatestQuery$data;
  variables: MediaMigrationRouteLatestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
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
  "name": "processed",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "failed",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "finishedAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MediaMigrationRouteLatestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MediaMigration",
        "kind": "LinkedField",
        "name": "latestMediaMigration",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MigrationRunner_job"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MediaMigrationRouteLatestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MediaMigration",
        "kind": "LinkedField",
        "name": "latestMediaMigration",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "databaseId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "copied",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "percent",
            "storageKey": null
          },
          {
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
          },
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
    "cacheID": "b40b5c8158ae3f056f4ceec1c8c5720a",
    "id": "449ce4b585192ae2ae21d143755f0b6cf21059040549d6769a2aedb1da353b9d",
    "metadata": {},
    "name": "MediaMigrationRouteLatestQuery",
    "operationKind": "query",
    "text": "query MediaMigrationRouteLatestQuery {\n  latestMediaMigration {\n    status\n    total\n    processed\n    failed\n    finishedAt\n    ...MigrationRunner_job\n    id\n  }\n}\n\nfragment MigrationRunner_job on MediaMigration {\n  databaseId\n  status\n  total\n  processed\n  failed\n  copied\n  percent\n  failures {\n    key\n    error\n  }\n}\n"
  }
};
})();

(node as any).hash = "d3cc41350f436e55f62b49a21f04fb51";

export default node;
