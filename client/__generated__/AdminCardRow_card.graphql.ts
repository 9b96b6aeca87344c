/**
 * @generated SignedSource<<2e0215798d5e0c20cc4560f852f97c17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminCardRow_card$data = {
  readonly databaseId: number;
  readonly id: string;
  readonly isNew: boolean;
  readonly name: string;
  readonly ovr: number;
  readonly position: string;
  readonly statsUpdatedAt: string;
  readonly team: string | null | undefined;
  readonly " $fragmentType": "AdminCardRow_card";
};
export type AdminCardRow_card$key = {
  readonly " $data"?: AdminCardRow_card$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminCardRow_card">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminCardRow_card",
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
      "name": "team",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isNew",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statsUpdatedAt",
      "storageKey": null
    }
  ],
  "type": "Card",
  "abstractKey": null
};

(node as any).hash = "2eb9b3630d4e463afce0ae745847e34f";

export default node;
