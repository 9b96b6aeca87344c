/**
 * @generated SignedSource<<481e73795b8f350bebdce464c65fd01e>>
 * @relayHash d8227100ee65215d0ea94b7a876f2ec6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f9ed57e15bd56a2ab7dc7286ed2353a02a28095babe87ffcc6496071590efba0

import { ConcreteRequest } from 'relay-runtime';
export type useSquadMutationsLikeMutation$variables = {
  id: string;
};
export type useSquadMutationsLikeMutation$data = {
  readonly toggleSquadLike: {
    readonly __typename: string;
    readonly data?: {
      readonly squad: {
        readonly id: string;
        readonly likeCount: number;
        readonly viewerHasLiked: boolean;
      };
    };
    readonly message?: string;
  };
};
export type useSquadMutationsLikeMutation = {
  response: useSquadMutationsLikeMutation$data;
  variables: useSquadMutationsLikeMutation$variables;
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
    "name": "toggleSquadLike",
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
                    "name": "likeCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerHasLiked",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationToggleSquadLikeSuccess",
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
    "name": "useSquadMutationsLikeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSquadMutationsLikeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d8227100ee65215d0ea94b7a876f2ec6",
    "id": "f9ed57e15bd56a2ab7dc7286ed2353a02a28095babe87ffcc6496071590efba0",
    "metadata": {},
    "name": "useSquadMutationsLikeMutation",
    "operationKind": "mutation",
    "text": "mutation useSquadMutationsLikeMutation(\n  $id: ID!\n) {\n  toggleSquadLike(id: $id) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationToggleSquadLikeSuccess {\n      data {\n        squad {\n          id\n          likeCount\n          viewerHasLiked\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "227170aa8df089de4db9aa24e534d766";

export default node;
