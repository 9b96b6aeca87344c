/**
 * @generated SignedSource<<348d6de96499319bd48aa448d2900a30>>
 * @relayHash 9ef376fcbc1763b393db55b7d950d006
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 78f63351346491ee9d0d06b18000e1980bc4cfcaa7789398d02cc7f40b4a7050

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FormationTopPlayersPanelRefetchQuery$variables = {
  topPlayersFormation?: string | null | undefined;
  topPlayersPosition?: string | null | undefined;
};
export type FormationTopPlayersPanelRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"FormationTopPlayersPanel_query">;
};
export type FormationTopPlayersPanelRefetchQuery = {
  response: FormationTopPlayersPanelRefetchQuery$data;
  variables: FormationTopPlayersPanelRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FormationTopPlayersPanelRefetchQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "topPlayersFormation",
            "variableName": "topPlayersFormation"
          },
          {
            "kind": "Variable",
            "name": "topPlayersPosition",
            "variableName": "topPlayersPosition"
          }
        ],
        "kind": "FragmentSpread",
        "name": "FormationTopPlayersPanel_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FormationTopPlayersPanelRefetchQuery",
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Card",
            "kind": "LinkedField",
            "name": "card",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "databaseId",
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
                "name": "ovr",
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
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9ef376fcbc1763b393db55b7d950d006",
    "id": "78f63351346491ee9d0d06b18000e1980bc4cfcaa7789398d02cc7f40b4a7050",
    "metadata": {},
    "name": "FormationTopPlayersPanelRefetchQuery",
    "operationKind": "query",
    "text": "query FormationTopPlayersPanelRefetchQuery(\n  $topPlayersFormation: String = \"4-3-3 홀딩\"\n  $topPlayersPosition: String = \"ST\"\n) {\n  ...FormationTopPlayersPanel_query_h2qQK\n}\n\nfragment FormationTopPlayerRow_player on FormationTopPlayer {\n  rank\n  avgRating\n  reviewCount\n  card {\n    databaseId\n    name\n    ovr\n    position\n    id\n  }\n}\n\nfragment FormationTopPlayersPanel_query_h2qQK on Query {\n  topPlayers(formation: $topPlayersFormation, position: $topPlayersPosition, first: 20) {\n    rank\n    ...FormationTopPlayerRow_player\n  }\n}\n"
  }
};
})();

(node as any).hash = "8ee61942cfc7e17ea6b5bfcf5d7a30d4";

export default node;
