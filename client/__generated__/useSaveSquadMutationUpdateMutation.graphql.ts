/**
 * @generated SignedSource<<216ce74a2d165822c8512abffa812943>>
 * @relayHash 1e9755f00c91270ff886beb995c8726c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93057f2141e7d652bffd7d9e91a95d30e6bd79d27b4aebcce1886e65ae02d054

import { ConcreteRequest } from 'relay-runtime';
export type SquadInput = {
  bench?: ReadonlyArray<string> | null | undefined;
  description?: string | null | undefined;
  formation: string;
  isPublic?: boolean | null | undefined;
  name: string;
  starters: ReadonlyArray<string | null | undefined>;
};
export type useSaveSquadMutationUpdateMutation$variables = {
  id: string;
  input: SquadInput;
};
export type useSaveSquadMutationUpdateMutation$data = {
  readonly updateSquad: {
    readonly __typename: string;
    readonly data?: {
      readonly squad: {
        readonly databaseId: number;
        readonly description: string;
        readonly formation: string;
        readonly id: string;
        readonly isPublic: boolean;
        readonly name: string;
      };
    };
    readonly message?: string;
  };
};
export type useSaveSquadMutationUpdateMutation = {
  response: useSaveSquadMutationUpdateMutation$data;
  variables: useSaveSquadMutationUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateSquad",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
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
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SquadPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Squad",
                "kind": "LinkedField",
                "name": "squad",
                "plural": false,
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
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isPublic",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "formation",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationUpdateSquadSuccess",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveSquadMutationUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveSquadMutationUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1e9755f00c91270ff886beb995c8726c",
    "id": "93057f2141e7d652bffd7d9e91a95d30e6bd79d27b4aebcce1886e65ae02d054",
    "metadata": {},
    "name": "useSaveSquadMutationUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveSquadMutationUpdateMutation(\n  $id: ID!\n  $input: SquadInput!\n) {\n  updateSquad(id: $id, input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationUpdateSquadSuccess {\n      data {\n        squad {\n          id\n          databaseId\n          name\n          description\n          isPublic\n          formation\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7832ac970acdfff2b5b47882abb12a7e";

export default node;
