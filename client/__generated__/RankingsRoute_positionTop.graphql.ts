/**
 * @generated SignedSource<<d174cb53336a32112efdc29c76600f6b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RankingsRoute_positionTop$data = {
  readonly averageOvr: number | null | undefined;
  readonly averageRating: number | null | undefined;
  readonly cards: ReadonlyArray<{
    readonly avgRating: number;
    readonly className: string | null | undefined;
    readonly databaseId: number;
    readonly diving: number | null | undefined;
    readonly handling: number | null | undefined;
    readonly id: string;
    readonly kicking: number | null | undefined;
    readonly name: string;
    readonly ovr: number;
    readonly pace: number | null | undefined;
    readonly passing: number | null | undefined;
    readonly position: string;
    readonly reviewCount: number;
    readonly shooting: number | null | undefined;
  }>;
  readonly priorMean: number | null | undefined;
  readonly totalReviews: number;
  readonly " $fragmentType": "RankingsRoute_positionTop";
};
export type RankingsRoute_positionTop$key = {
  readonly " $data"?: RankingsRoute_positionTop$data;
  readonly " $fragmentSpreads": FragmentRefs<"RankingsRoute_positionTop">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RankingsRoute_positionTop",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "averageOvr",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "averageRating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalReviews",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priorMean",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Card",
      "kind": "LinkedField",
      "name": "cards",
      "plural": true,
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pace",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shooting",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "passing",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "diving",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "handling",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kicking",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PositionTop",
  "abstractKey": null
};

(node as any).hash = "85ea8c64b440defaafca9604156bb4ed";

export default node;
