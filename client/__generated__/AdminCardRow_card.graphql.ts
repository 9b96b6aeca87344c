/**
 * @generated SignedSource<<16e7af525d6e4e2152c98411b67b283a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminCardRow_card$data = {
  readonly className: string | null | undefined;
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
      "name": "className",
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

(node as any).hash = "1089869645df4ddcb946b9de1b551511";

export default node;
