/**
 * @generated SignedSource<<4a759999ca67f0474e38322d3f6d0761>>
 * @relayHash c217c49a26ca16769eeb4bd8d0a98214
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 290a78135c4145d7772529c4d27f209fe7c88c75ac2e9938889bf0506e6ae418

import { ConcreteRequest } from 'relay-runtime';
export type useBlockMutationsUnblockMutation$variables = {
  id: string;
};
export type useBlockMutationsUnblockMutation$data = {
  readonly unblockUser: {
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
export type useBlockMutationsUnblockMutation = {
  response: useBlockMutationsUnblockMutation$data;
  variables: useBlockMutationsUnblockMutation$variables;
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
    "name": "unblockUser",
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
        "type": "MutationUnblockUserSuccess",
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
    "name": "useBlockMutationsUnblockMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBlockMutationsUnblockMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c217c49a26ca16769eeb4bd8d0a98214",
    "id": "290a78135c4145d7772529c4d27f209fe7c88c75ac2e9938889bf0506e6ae418",
    "metadata": {},
    "name": "useBlockMutationsUnblockMutation",
    "operationKind": "mutation",
    "text": "mutation useBlockMutationsUnblockMutation(\n  $id: ID!\n) {\n  unblockUser(id: $id) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationUnblockUserSuccess {\n      data {\n        user {\n          id\n          isBlockedByViewer\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6c9e1c219351d5bdc421fc78e7c672f7";

export default node;
