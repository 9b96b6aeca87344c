/**
 * @generated SignedSource<<229d9a24b6e7dbf53ebeaef4d8f189e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CardLevelKind = "RANK" | "TRAINING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReviewSummaryPanels_card$data = {
  readonly id: string;
  readonly levels: ReadonlyArray<{
    readonly kind: CardLevelKind;
    readonly label: string;
    readonly level: number;
  }>;
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

import ReviewSummaryPanelsRefetchQuery_graphql from './ReviewSummaryPanelsRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "level"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": ReviewSummaryPanelsRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ReviewSummaryPanels_card",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CardLevel",
      "kind": "LinkedField",
      "name": "levels",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "level",
          "variableName": "level"
        }
      ],
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Card",
  "abstractKey": null
};
})();

(node as any).hash = "2e4a071cb872fc4165b3c9c9ad0cc01d";

export default node;
