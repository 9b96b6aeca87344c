/**
 * @generated SignedSource<<227098409d0664df22c577167ac460cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FormationRankingSection_query$data = {
  readonly recommendedFormations: ReadonlyArray<{
    readonly avgRating: number;
    readonly formation: string;
    readonly usage: number;
  }>;
  readonly " $fragmentType": "FormationRankingSection_query";
};
export type FormationRankingSection_query$key = {
  readonly " $data"?: FormationRankingSection_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"FormationRankingSection_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FormationRankingSection_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 6
        }
      ],
      "concreteType": "RecommendedFormation",
      "kind": "LinkedField",
      "name": "recommendedFormations",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "formation",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "usage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "avgRating",
          "storageKey": null
        }
      ],
      "storageKey": "recommendedFormations(first:6)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "324d7de263949ec401e4b27c117026a7";

export default node;
