/**
 * @generated SignedSource<<021f59458c7986ec9b69d2f60c552d9c>>
 * @relayHash b965e672452609d7c013759fd61b5f96
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2b19167bf07bb1e959bca93071fda293dd3406e554d0953bb55225f61c455eb2

import { ConcreteRequest } from 'relay-runtime';
export type useBlockMutationsBlockMutation$variables = {
  id: string;
};
export type useBlockMutationsBlockMutation$data = {
  readonly blockUser: {
    readonly __typename: string;
    readonly data?: {
      readonly user: {
        readonly id: string;
        readonly isBlockedByViewer: boolean;
      };
    };
    readonly message?: string;
  };
};
export type useBlockMutationsBlockMutation = {
  response: useBlockMutationsBlockMutation$data;
  variables: useBlockMutationsBlockMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "blockUser",
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
            "concreteType": "BlockPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
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
                    "name": "isBlockedByViewer",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationBlockUserSuccess",
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
    "name": "useBlockMutationsBlockMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBlockMutationsBlockMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b965e672452609d7c013759fd61b5f96",
    "id": "2b19167bf07bb1e959bca93071fda293dd3406e554d0953bb55225f61c455eb2",
    "metadata": {},
    "name": "useBlockMutationsBlockMutation",
    "operationKind": "mutation",
    "text": "mutation useBlockMutationsBlockMutation(\n  $id: ID!\n) {\n  blockUser(id: $id) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationBlockUserSuccess {\n      data {\n        user {\n          id\n          isBlockedByViewer\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2b45a0af76a155485cda41ece70fc7f6";

export default node;
