/**
 * @generated SignedSource<<e2cb22ac58752f8284f9859988f85396>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SquadComments_comment$data = {
  readonly author: {
    readonly displayName: string;
  };
  readonly content: string;
  readonly viewerCanDelete: boolean;
  readonly " $fragmentType": "SquadComments_comment";
};
export type SquadComments_comment$key = {
  readonly " $data"?: SquadComments_comment$data;
  readonly " $fragmentSpreads": FragmentRefs<"SquadComments_comment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SquadComments_comment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "content",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanDelete",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SquadComment",
  "abstractKey": null
};

(node as any).hash = "b2608785ef0211078ca41a0b69397cec";

export default node;
