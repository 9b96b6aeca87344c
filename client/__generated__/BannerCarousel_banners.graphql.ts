/**
 * @generated SignedSource<<011efd4892b919b7cf6066cda17f8d66>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BannerCarousel_banners$data = ReadonlyArray<{
  readonly displayOrder: number;
  readonly id: string;
  readonly imageUrl: string;
  readonly linkUrl: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "BannerCarousel_banners";
}>;
export type BannerCarousel_banners$key = ReadonlyArray<{
  readonly " $data"?: BannerCarousel_banners$data;
  readonly " $fragmentSpreads": FragmentRefs<"BannerCarousel_banners">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "BannerCarousel_banners",
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
      "name": "title",
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
      "name": "linkUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayOrder",
      "storageKey": null
    }
  ],
  "type": "Banner",
  "abstractKey": null
};

(node as any).hash = "04ef7abd85c1fbadfcc40ebed3e7b84f";

export default node;
