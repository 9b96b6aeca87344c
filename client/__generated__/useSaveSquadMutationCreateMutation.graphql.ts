/**
 * @generated SignedSource<<a7a10d936c652eac1443f11bf2c36a8b>>
 * @relayHash fa18445845d7eb76b3f1c83323fb9796
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6ac4c3bec6cd7ef91f5fbd823588707718b90a691580007bafde27cf3a6be4f9

import { ConcreteRequest } from 'relay-runtime';
export type SquadInput = {
  bench?: ReadonlyArray<string> | null | undefined;
  description?: string | null | undefined;
  formation: string;
  isPublic?: boolean | null | undefined;
  name: string;
  starters: ReadonlyArray<string | null | undefined>;
};
export type useSaveSquadMutationCreateMutation$variables = {
  input: SquadInput;
};
export type useSaveSquadMutationCreateMutation$data = {
  readonly createSquad: {
    readonly __typename: string;
    readonly data?: {
      readonly squad: {
        readonly databaseId: number;
        readonly id: string;
      };
    };
    readonly message?: string;
  };
};
export type useSaveSquadMutationCreateMutation = {
  response: useSaveSquadMutationCreateMutation$data;
  variables: useSaveSquadMutationCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createSquad",
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
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationCreateSquadSuccess",
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
    "name": "useSaveSquadMutationCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveSquadMutationCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "fa18445845d7eb76b3f1c83323fb9796",
    "id": "6ac4c3bec6cd7ef91f5fbd823588707718b90a691580007bafde27cf3a6be4f9",
    "metadata": {},
    "name": "useSaveSquadMutationCreateMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveSquadMutationCreateMutation(\n  $input: SquadInput!\n) {\n  createSquad(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationCreateSquadSuccess {\n      data {\n        squad {\n          id\n          databaseId\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f7e3a4be7cf172e26e685b4fe01b9f0c";

export default node;
