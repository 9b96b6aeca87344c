/**
 * @generated SignedSource<<be5e6cc55d6f32447c327e81dd186d0a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewSummaryPanels_card$data = {
  readonly reviewSummary: {
    readonly averages: {
      readonly agility: number;
      readonly defense: number;
      readonly overall: number;
      readonly pace: number;
      readonly passing: number;
      readonly physical: number;
      readonly shooting: number;
    } | null | undefined;
    readonly positionFit: {
      readonly others: ReadonlyArray<{
        readonly count: number;
        readonly position: string;
      }>;
      readonly ownCount: number;
      readonly ownPosition: string;
    };
    readonly recommendation: {
      readonly dislikes: number;
      readonly likes: number;
      readonly percent: number;
    };
    readonly reviewCount: number;
    readonly topFormations: ReadonlyArray<{
      readonly avgRating: number;
      readonly count: number;
      readonly formation: string;
    }>;
  };
  readonly " $fragmentType": "ReviewSummaryPanels_card";
};
export type ReviewSummaryPanels_card$key = {
  readonly " $data"?: ReviewSummaryPanels_card$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewSummaryPanels_card">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewSummaryPanels_card",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CardReviewSummary",
      "kind": "LinkedField",
      "name": "reviewSummary",
      "plural": false,
      "selections": [
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
          "concreteType": "ReviewAverages",
          "kind": "LinkedField",
          "name": "averages",
          "plural": false,
          "selections": [
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
              "name": "agility",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "defense",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "physical",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "overall",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ReviewRecommendation",
          "kind": "LinkedField",
          "name": "recommendation",
          "plural": false,
          "selections": [
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
              "name": "percent",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PositionFit",
          "kind": "LinkedField",
          "name": "positionFit",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "ownPosition",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "ownCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "PositionReviewCount",
              "kind": "LinkedField",
              "name": "others",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "position",
                  "storageKey": null
                },
                (v0/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CardFormationUsage",
          "kind": "LinkedField",
          "name": "topFormations",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "formation",
              "storageKey": null
            },
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "avgRating",
              "storageKey": null
            }
          ],
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

(node as any).hash = "bfc6fbbd492cf63710f7a1e253737de6";

export default node;
