/**
 * @generated SignedSource<<5797e7d0c89d4836923647651b40e48b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type squadCard_card$data = {
  readonly agilityMain: number | null | undefined;
  readonly className: string | null | undefined;
  readonly databaseId: number;
  readonly defending: number | null | undefined;
  readonly imageUrl: string | null | undefined;
  readonly league: string | null | undefined;
  readonly name: string;
  readonly nation: string | null | undefined;
  readonly ovr: number;
  readonly pace: number | null | undefined;
  readonly passing: number | null | undefined;
  readonly physical: number | null | undefined;
  readonly position: string;
  readonly shooting: number | null | undefined;
  readonly team: string | null | undefined;
  readonly " $fragmentType": "squadCard_card";
};
export type squadCard_card$key = {
  readonly " $data"?: squadCard_card$data;
  readonly " $fragmentSpreads": FragmentRefs<"squadCard_card">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "squadCard_card"
};

(node as any).hash = "3c892ebb4295f29c2e786871de8f4a6b";

export default node;
