/**
 * @generated SignedSource<<4dbc20bcdeefe4e24840fcdcb63fa5de>>
 * @relayHash 23e25a77c672092acbe4edf321b4ef47
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9863f183eea3770af5b19f5d01478f7c256971e6680d2617e969ea7417ba9631

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CardInput = {
  acceleration?: number | null | undefined;
  aggression?: number | null | undefined;
  agility?: number | null | undefined;
  agilityMain?: number | null | undefined;
  balance?: number | null | undefined;
  ballControl?: number | null | undefined;
  className?: string | null | undefined;
  composure?: number | null | undefined;
  crossing?: number | null | undefined;
  curve?: number | null | undefined;
  defAwareness?: number | null | undefined;
  defending?: number | null | undefined;
  diving?: number | null | undefined;
  dribbling?: number | null | undefined;
  finishing?: number | null | undefined;
  fkAccuracy?: number | null | undefined;
  footPreference?: string | null | undefined;
  gkPositioning?: number | null | undefined;
  handling?: number | null | undefined;
  headingAccuracy?: number | null | undefined;
  height?: number | null | undefined;
  imageUrl?: string | null | undefined;
  interceptions?: number | null | undefined;
  isNew?: boolean | null | undefined;
  isTwoFooted?: boolean | null | undefined;
  jumping?: number | null | undefined;
  kicking?: number | null | undefined;
  league?: string | null | undefined;
  leftFootRating?: number | null | undefined;
  levels?: string | null | undefined;
  longPassing?: number | null | undefined;
  longShots?: number | null | undefined;
  marking?: number | null | undefined;
  name?: string | null | undefined;
  nation?: string | null | undefined;
  ovr?: number | null | undefined;
  pace?: number | null | undefined;
  passing?: number | null | undefined;
  penalties?: number | null | undefined;
  physical?: number | null | undefined;
  playerKey?: string | null | undefined;
  position?: string | null | undefined;
  positioning?: number | null | undefined;
  reactions?: number | null | undefined;
  reflexes?: number | null | undefined;
  rightFootRating?: number | null | undefined;
  shooting?: number | null | undefined;
  shortPassing?: number | null | undefined;
  shotPower?: number | null | undefined;
  skillBoost?: string | null | undefined;
  skillMoves?: number | null | undefined;
  skillMovesList?: ReadonlyArray<string> | null | undefined;
  slidingTackle?: number | null | undefined;
  sprintSpeed?: number | null | undefined;
  stamina?: number | null | undefined;
  staminaRating?: number | null | undefined;
  standingTackle?: number | null | undefined;
  strength?: number | null | undefined;
  team?: string | null | undefined;
  vision?: number | null | undefined;
  volleys?: number | null | undefined;
  weakFoot?: number | null | undefined;
  weight?: number | null | undefined;
  workRateAtt?: string | null | undefined;
  workRateDef?: string | null | undefined;
};
export type AdminCardEditorCreateMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CardInput;
};
export type AdminCardEditorCreateMutation$data = {
  readonly createCard: {
    readonly __typename: string;
    readonly data?: {
      readonly card: {
        readonly databaseId: number;
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"AdminCardRow_card">;
      };
    };
    readonly message?: string;
  };
};
export type AdminCardEditorCreateMutation = {
  response: AdminCardEditorCreateMutation$data;
  variables: AdminCardEditorCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminCardEditorCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createCard",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AdminCardPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Card",
                    "kind": "LinkedField",
                    "name": "card",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "AdminCardRow_card"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationCreateCardSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminCardEditorCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createCard",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AdminCardPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Card",
                    "kind": "LinkedField",
                    "name": "card",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
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
                        "name": "position",
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
                        "name": "className",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "team",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isNew",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "statsUpdatedAt",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "filters": null,
                    "handle": "prependNode",
                    "key": "",
                    "kind": "LinkedHandle",
                    "name": "card",
                    "handleArgs": [
                      {
                        "kind": "Variable",
                        "name": "connections",
                        "variableName": "connections"
                      },
                      {
                        "kind": "Literal",
                        "name": "edgeTypeName",
                        "value": "QueryCardsConnectionEdge"
                      }
                    ]
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationCreateCardSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "23e25a77c672092acbe4edf321b4ef47",
    "id": "9863f183eea3770af5b19f5d01478f7c256971e6680d2617e969ea7417ba9631",
    "metadata": {},
    "name": "AdminCardEditorCreateMutation",
    "operationKind": "mutation",
    "text": "mutation AdminCardEditorCreateMutation(\n  $input: CardInput!\n) {\n  createCard(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationCreateCardSuccess {\n      data {\n        card {\n          id\n          databaseId\n          ...AdminCardRow_card\n        }\n      }\n    }\n  }\n}\n\nfragment AdminCardRow_card on Card {\n  id\n  databaseId\n  name\n  position\n  ovr\n  className\n  team\n  isNew\n  statsUpdatedAt\n}\n"
  }
};
})();

(node as any).hash = "cc44a20dde39dc4098dfa36f055d87ca";

export default node;
