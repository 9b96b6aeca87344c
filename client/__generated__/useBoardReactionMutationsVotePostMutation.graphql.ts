/**
 * @generated SignedSource<<3379e9d626d44f7d8ddfa8ea7ba5e319>>
 * @relayHash 40745978c9231b7b22ac03b54d93c634
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f8ec7859aff7338a8971bb080515c961cde0504006981d30bef125908db2f32d

import { ConcreteRequest } from 'relay-runtime';
export type VoteKind = "DOWN" | "UP" | "%future added value";
export type useBoardReactionMutationsVotePostMutation$variables = {
  id: string;
  kind: VoteKind;
};
export type useBoardReactionMutationsVotePostMutation$data = {
  readonly votePost: {
    readonly __typename: string;
    readonly data?: {
      readonly post: {
        readonly dislikes: number;
        readonly id: string;
        readonly likeStatus: {
          readonly isLiked: boolean;
          readonly likeCount: number;
        };
        readonly likes: number;
        readonly viewerVote: VoteKind | null | undefined;
      };
    };
    readonly message?: string;
  };
};
export type useBoardReactionMutationsVotePostMutation = {
  response: useBoardReactionMutationsVotePostMutation$data;
  variables: useBoardReactionMutationsVotePostMutation$variables;
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
    "name": "kind"
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
        "name": "kind",
        "variableName": "kind"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "votePost",
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
                    "kind": "ScalarField",
                    "name": "dislikes",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerVote",
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
        "type": "MutationVotePostSuccess",
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
    "name": "useBoardReactionMutationsVotePostMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBoardReactionMutationsVotePostMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "40745978c9231b7b22ac03b54d93c634",
    "id": "f8ec7859aff7338a8971bb080515c961cde0504006981d30bef125908db2f32d",
    "metadata": {},
    "name": "useBoardReactionMutationsVotePostMutation",
    "operationKind": "mutation",
    "text": "mutation useBoardReactionMutationsVotePostMutation(\n  $id: ID!\n  $kind: VoteKind!\n) {\n  votePost(id: $id, kind: $kind) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationVotePostSuccess {\n      data {\n        post {\n          id\n          likes\n          dislikes\n          viewerVote\n          likeStatus {\n            isLiked\n            likeCount\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0bd680485a32fe1716a5e3737933fc72";

export default node;
