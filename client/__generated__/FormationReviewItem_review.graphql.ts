/**
 * @generated SignedSource<<d5573401e04b39adc1de61c903cc6e13>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FormationReaction = "DISLIKE" | "LIKE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type FormationReviewItem_review$data = {
  readonly author: {
    readonly " $fragmentSpreads": FragmentRefs<"BlockedFold_user" | "UserName_user">;
  };
  readonly commentCount: number;
  readonly content: string;
  readonly createdAt: string;
  readonly dislikes: number;
  readonly id: string;
  readonly likes: number;
  readonly linkedSquadId: number | null | undefined;
  readonly viewerCanEdit: boolean;
  readonly viewerReaction: FormationReaction | null | undefined;
  readonly " $fragmentType": "FormationReviewItem_review";
};
export type FormationReviewItem_review$key = {
  readonly " $data"?: FormationReviewItem_review$data;
  readonly " $fragmentSpreads": FragmentRefs<"FormationReviewItem_review">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FormationReviewItem_review",
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
      "name": "content",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "likes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dislikes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "commentCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerReaction",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanEdit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "linkedSquadId",
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
    }
  ],
  "type": "FormationReview",
  "abstractKey": null
};

(node as any).hash = "add7ee010e5e2f42e2b364b12efdb83e";

export default node;
