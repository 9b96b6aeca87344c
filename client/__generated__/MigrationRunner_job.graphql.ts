/**
 * @generated SignedSource<<ce41e6da02e9547122c3b94abf96511f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MigrationRunner_job$data = {
  readonly copied: number;
  readonly databaseId: number;
  readonly failed: number;
  readonly failures: ReadonlyArray<{
    readonly error: string | null | undefined;
    readonly key: string;
  }>;
  readonly percent: number;
  readonly processed: number;
  readonly status: string;
  readonly total: number;
  readonly " $fragmentType": "MigrationRunner_job";
};
export type MigrationRunner_job$key = {
  readonly " $data"?: MigrationRunner_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"MigrationRunner_job">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MigrationRunner_job",
  "selections": [
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "processed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failed",
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
    }
  ],
  "type": "MediaMigration",
  "abstractKey": null
};

(node as any).hash = "8f4e8e7370ee822c23b729798fefa7f1";

export default node;
