/**
 * @generated SignedSource<<43b15c68dda7783df9e441884d54f50d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FormationReviewComment_comment$data = {
  readonly author: {
    readonly " $fragmentSpreads": FragmentRefs<"BlockedFold_user" | "UserName_user">;
  };
  readonly content: string;
  readonly createdAt: string;
  readonly id: string;
  readonly replies: ReadonlyArray<{
    readonly author: {
      readonly " $fragmentSpreads": FragmentRefs<"BlockedFold_user" | "UserName_user">;
    };
    readonly content: string;
    readonly createdAt: string;
    readonly id: string;
    readonly viewerCanDelete: boolean;
  }>;
  readonly viewerCanDelete: boolean;
  readonly " $fragmentType": "FormationReviewComment_comment";
};
export type FormationReviewComment_comment$key = {
  readonly " $data"?: FormationReviewComment_comment$data;
  readonly " $fragmentSpreads": FragmentRefs<"FormationReviewComment_comment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanDelete",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "author",
  "plural": false,
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserName_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BlockedFold_user"
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FormationReviewComment_comment",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "FormationReviewComment",
      "kind": "LinkedField",
      "name": "replies",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "FormationReviewComment",
  "abstractKey": null
};
})();

(node as any).hash = "afb1a556b812302f9e59208f02a79635";

export default node;
