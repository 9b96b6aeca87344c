/**
 * @generated SignedSource<<172d4c6b21f7e3e2af69ecdc93615846>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CardLevelKind = "RANK" | "TRAINING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LevelSelect_query$data = {
  readonly cardLevelChoices: ReadonlyArray<{
    readonly kind: CardLevelKind;
    readonly level: number;
  }>;
  readonly " $fragmentType": "LevelSelect_query";
};
export type LevelSelect_query$key = {
  readonly " $data"?: LevelSelect_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LevelSelect_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LevelSelect_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CardLevelChoice",
      "kind": "LinkedField",
      "name": "cardLevelChoices",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "level",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "52919007ccb6138c524a61cc90b602e7";

export default node;
