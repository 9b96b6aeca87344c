/**
 * @generated SignedSource<<460adeddd9371b9a2e3e16fc62b2feac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CardVersions_card$data = {
  readonly databaseId: number;
  readonly otherVersions: ReadonlyArray<{
    readonly avgRating: number;
    readonly className: string | null | undefined;
    readonly databaseId: number;
    readonly ovr: number;
    readonly position: string;
    readonly reviewCount: number;
  }>;
  readonly " $fragmentType": "CardVersions_card";
};
export type CardVersions_card$key = {
  readonly " $data"?: CardVersions_card$data;
  readonly " $fragmentSpreads": FragmentRefs<"CardVersions_card">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CardVersions_card",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Card",
      "kind": "LinkedField",
      "name": "otherVersions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "position",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Card",
  "abstractKey": null
};
})();

(node as any).hash = "b2466f4fb6c2bee594a57d19cd9414a5";

export default node;
