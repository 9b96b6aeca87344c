/**
 * @generated SignedSource<<a2f06d84f420685f5cc91fb4c63de00c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SquadSaveForm_squad$data = {
  readonly description: string;
  readonly id: string;
  readonly isPublic: boolean;
  readonly name: string;
  readonly viewerCanEdit: boolean;
  readonly " $fragmentType": "SquadSaveForm_squad";
};
export type SquadSaveForm_squad$key = {
  readonly " $data"?: SquadSaveForm_squad$data;
  readonly " $fragmentSpreads": FragmentRefs<"SquadSaveForm_squad">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SquadSaveForm_squad",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPublic",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanEdit",
      "storageKey": null
    }
  ],
  "type": "Squad",
  "abstractKey": null
};

(node as any).hash = "22a7d90e5583301c7f78ae5257aa1129";

export default node;
