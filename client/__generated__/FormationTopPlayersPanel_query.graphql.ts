/**
 * @generated SignedSource<<20ee1a2fcad12761b67e8840c65648c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FormationTopPlayersPanel_query$data = {
  readonly topPlayers: ReadonlyArray<{
    readonly rank: number;
    readonly " $fragmentSpreads": FragmentRefs<"FormationTopPlayerRow_player">;
  }>;
  readonly " $fragmentType": "FormationTopPlayersPanel_query";
};
export type FormationTopPlayersPanel_query$key = {
  readonly " $data"?: FormationTopPlayersPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"FormationTopPlayersPanel_query">;
};

import FormationTopPlayersPanelRefetchQuery_graphql from './FormationTopPlayersPanelRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": "4-3-3 홀딩",
      "kind": "LocalArgument",
      "name": "topPlayersFormation"
    },
    {
      "defaultValue": "ST",
      "kind": "LocalArgument",
      "name": "topPlayersPosition"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": FormationTopPlayersPanelRefetchQuery_graphql
    }
  },
  "name": "FormationTopPlayersPanel_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 20
        },
        {
          "kind": "Variable",
          "name": "formation",
          "variableName": "topPlayersFormation"
        },
        {
          "kind": "Variable",
          "name": "position",
          "variableName": "topPlayersPosition"
        }
      ],
      "concreteType": "FormationTopPlayer",
      "kind": "LinkedField",
      "name": "topPlayers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rank",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "FormationTopPlayerRow_player"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "8ee61942cfc7e17ea6b5bfcf5d7a30d4";

export default node;
