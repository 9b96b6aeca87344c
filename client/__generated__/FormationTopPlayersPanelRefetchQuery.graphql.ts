/**
 * @generated SignedSource<<dc665a42781f997eb63542c0db96b37c>>
 * @relayHash f793e8224496a7afba81928f458c349f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cea01ac20ab9f642d0a2e7bad381f3b64fa0072a318f94305d363d003422301f

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
                "name": "className",
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
    "cacheID": "f793e8224496a7afba81928f458c349f",
    "id": "cea01ac20ab9f642d0a2e7bad381f3b64fa0072a318f94305d363d003422301f",
    "metadata": {},
    "name": "FormationTopPlayersPanelRefetchQuery",
    "operationKind": "query",
    "text": "query FormationTopPlayersPanelRefetchQuery(\n  $topPlayersFormation: String = \"4-3-3 홀딩\"\n  $topPlayersPosition: String = \"ST\"\n) {\n  ...FormationTopPlayersPanel_query_h2qQK\n}\n\nfragment FormationTopPlayerRow_player on FormationTopPlayer {\n  rank\n  avgRating\n  reviewCount\n  card {\n    databaseId\n    name\n    ovr\n    position\n    className\n    id\n  }\n}\n\nfragment FormationTopPlayersPanel_query_h2qQK on Query {\n  topPlayers(formation: $topPlayersFormation, position: $topPlayersPosition, first: 20) {\n    rank\n    ...FormationTopPlayerRow_player\n  }\n}\n"
  }
};
})();

(node as any).hash = "8ee61942cfc7e17ea6b5bfcf5d7a30d4";

export default node;
