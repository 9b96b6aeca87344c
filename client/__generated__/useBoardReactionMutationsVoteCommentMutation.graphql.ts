/**
 * @generated SignedSource<<098ddcd5881566fe89ed990f95e0b7e8>>
 * @relayHash 7c4d1ac3353a2e7f93b9e9265d7cdca8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 99f5d173c2f681f98f70f188ce887e132017382d227e18e47109837d6f8de81f

import { ConcreteRequest } from 'relay-runtime';
export type VoteKind = "DOWN" | "UP" | "%future added value";
export type useBoardReactionMutationsVoteCommentMutation$variables = {
  id: string;
  kind: VoteKind;
};
export type useBoardReactionMutationsVoteCommentMutation$data = {
  readonly voteComment: {
    readonly __typename: string;
    readonly data?: {
      readonly comment: {
        readonly dislikes: number;
        readonly id: string;
        readonly isFolded: boolean;
        readonly likes: number;
        readonly viewerVote: VoteKind | null | undefined;
      };
    };
    readonly message?: string;
  };
};
export type useBoardReactionMutationsVoteCommentMutation = {
  response: useBoardReactionMutationsVoteCommentMutation$data;
  variables: useBoardReactionMutationsVoteCommentMutation$variables;
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
    "name": "voteComment",
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
            "concreteType": "CommentVotePayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Comment",
                "kind": "LinkedField",
                "name": "comment",
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
                    "kind": "ScalarField",
                    "name": "isFolded",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationVoteCommentSuccess",
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
    "name": "useBoardReactionMutationsVoteCommentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBoardReactionMutationsVoteCommentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7c4d1ac3353a2e7f93b9e9265d7cdca8",
    "id": "99f5d173c2f681f98f70f188ce887e132017382d227e18e47109837d6f8de81f",
    "metadata": {},
    "name": "useBoardReactionMutationsVoteCommentMutation",
    "operationKind": "mutation",
    "text": "mutation useBoardReactionMutationsVoteCommentMutation(\n  $id: ID!\n  $kind: VoteKind!\n) {\n  voteComment(id: $id, kind: $kind) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationVoteCommentSuccess {\n      data {\n        comment {\n          id\n          likes\n          dislikes\n          viewerVote\n          isFolded\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "83141888187b19dcfccf671fae452a71";

export default node;
