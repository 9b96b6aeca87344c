/**
 * @generated SignedSource<<08d2f19b1a5af3d78911a0a98900eea2>>
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

(node as any).hash = "bd9be1a223c4b2f62c65f43c8f4845a8";

export default node;
