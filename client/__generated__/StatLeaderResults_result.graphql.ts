/**
 * @generated SignedSource<<3af8e6bcf9c9aa6c7190afc101ab654c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StatLeaderResults_result$data = {
  readonly cards: ReadonlyArray<{
    readonly className: string | null | undefined;
    readonly databaseId: number;
    readonly name: string;
    readonly ovr: number;
    readonly position: string;
    readonly rank: number;
    readonly skillBoost: string | null | undefined;
    readonly stats: ReadonlyArray<{
      readonly key: string;
      readonly label: string;
      readonly value: number | null | undefined;
    }>;
    readonly totalStats: number;
  }>;
  readonly total: number;
  readonly " $fragmentType": "StatLeaderResults_result";
};
export type StatLeaderResults_result$key = {
  readonly " $data"?: StatLeaderResults_result$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatLeaderResults_result">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatLeaderResults_result",
  "selections": [
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
      "concreteType": "StatLeader",
      "kind": "LinkedField",
      "name": "cards",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rank",
          "storageKey": null
        },
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "position",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ovr",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "className",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "skillBoost",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalStats",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StatValue",
          "kind": "LinkedField",
          "name": "stats",
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
              "name": "label",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "value",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StatLeaders",
  "abstractKey": null
};

(node as any).hash = "cd3546b69f65eef29b8ad837c463507e";

export default node;
