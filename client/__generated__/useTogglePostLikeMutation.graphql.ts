/**
 * @generated SignedSource<<11a232891a6faef4bebda1e3e58a8624>>
 * @relayHash ee9c6401b26b3cad6af19a3a4399c1c6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ae33707cd723cd3e8cecc92d0d324ff1c99a2835a6c73b75ef320d3b6b93ae34

import { ConcreteRequest } from 'relay-runtime';
export type useTogglePostLikeMutation$variables = {
  id: string;
};
export type useTogglePostLikeMutation$data = {
  readonly togglePostLike: {
    readonly __typename: string;
    readonly data?: {
      readonly post: {
        readonly id: string;
        readonly likeStatus: {
          readonly isLiked: boolean;
          readonly likeCount: number;
        };
        readonly likes: number;
      };
    };
    readonly message?: string;
  };
};
export type useTogglePostLikeMutation = {
  response: useTogglePostLikeMutation$data;
  variables: useTogglePostLikeMutation$variables;
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
    "name": "togglePostLike",
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
            "concreteType": "PostPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Post",
                "kind": "LinkedField",
                "name": "post",
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
                    "name": "likes",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PostLikeStatus",
                    "kind": "LinkedField",
                    "name": "likeStatus",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isLiked",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "likeCount",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationTogglePostLikeSuccess",
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
    "name": "useTogglePostLikeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTogglePostLikeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ee9c6401b26b3cad6af19a3a4399c1c6",
    "id": "ae33707cd723cd3e8cecc92d0d324ff1c99a2835a6c73b75ef320d3b6b93ae34",
    "metadata": {},
    "name": "useTogglePostLikeMutation",
    "operationKind": "mutation",
    "text": "mutation useTogglePostLikeMutation(\n  $id: ID!\n) {\n  togglePostLike(id: $id) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationTogglePostLikeSuccess {\n      data {\n        post {\n          id\n          likes\n          likeStatus {\n            isLiked\n            likeCount\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "170051a5b22aa86eb47e6eb752ca453c";

export default node;
