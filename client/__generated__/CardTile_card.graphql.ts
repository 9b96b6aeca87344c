/**
 * @generated SignedSource<<f042023d63874085f9840643c01deea1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CardTile_card$data = {
  readonly avgRating: number;
  readonly className: string | null | undefined;
  readonly databaseId: number;
  readonly imageUrl: string | null | undefined;
  readonly name: string;
  readonly ovr: number;
  readonly position: string;
  readonly reviewCount: number;
  readonly team: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"WatchButton_card">;
  readonly " $fragmentType": "CardTile_card";
};
export type CardTile_card$key = {
  readonly " $data"?: CardTile_card$data;
  readonly " $fragmentSpreads": FragmentRefs<"CardTile_card">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CardTile_card",
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
      "name": "imageUrl",
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
      "name": "avgRating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewCount",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WatchButton_card"
    }
  ],
  "type": "Card",
  "abstractKey": null
};

(node as any).hash = "610b6ad35c320f647ac2d828ef37fa99";

export default node;
