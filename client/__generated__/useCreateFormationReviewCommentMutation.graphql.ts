/**
 * @generated SignedSource<<08f99370156aba2229c147a7f903dc8d>>
 * @relayHash c56d4d32cb8a8331e4aab036935a507a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea4beb4ecad6e390c04e9652ca66fb51c0b78755af81c0daf4d461f4f6b56ed4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useCreateFormationReviewCommentMutation$variables = {
  connections: ReadonlyArray<string>;
  content: string;
  parentId?: string | null | undefined;
  reviewId: string;
};
export type useCreateFormationReviewCommentMutation$data = {
  readonly createFormationReviewComment: {
    readonly __typename: string;
    readonly data?: {
      readonly comment: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"FormationReviewComment_comment">;
      };
      readonly parent: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"FormationReviewComment_comment">;
      } | null | undefined;
      readonly review: {
        readonly commentCount: number;
        readonly id: string;
      };
    };
    readonly message?: string;
  };
};
export type useCreateFormationReviewCommentMutation = {
  response: useCreateFormationReviewCommentMutation$data;
  variables: useCreateFormationReviewCommentMutation$variables;
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
  "name": "content"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "parentId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "reviewId"
},
v4 = [
  {
    "kind": "Variable",
    "name": "content",
    "variableName": "content"
  },
  {
    "kind": "Variable",
    "name": "parentId",
    "variableName": "parentId"
  },
  {
    "kind": "Variable",
    "name": "reviewId",
    "variableName": "reviewId"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v6 = {
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
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = [
  (v7/*:: as any*/),
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "FormationReviewComment_comment"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "FormationReview",
  "kind": "LinkedField",
  "name": "review",
  "plural": false,
  "selections": [
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "commentCount",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanDelete",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "author",
  "plural": false,
  "selections": [
    (v7/*:: as any*/),
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
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentLevel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAdmin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "legendaryIcon",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isViewer",
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
},
v14 = [
  (v7/*:: as any*/),
  (v10/*:: as any*/),
  (v11/*:: as any*/),
  (v12/*:: as any*/),
  (v13/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "FormationReviewComment",
    "kind": "LinkedField",
    "name": "replies",
    "plural": true,
    "selections": [
      (v7/*:: as any*/),
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/),
      (v13/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateFormationReviewCommentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createFormationReviewComment",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "FormationReviewCommentPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FormationReviewComment",
                    "kind": "LinkedField",
                    "name": "comment",
                    "plural": false,
                    "selections": (v8/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FormationReviewComment",
                    "kind": "LinkedField",
                    "name": "parent",
                    "plural": false,
                    "selections": (v8/*:: as any*/),
                    "storageKey": null
                  },
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "MutationCreateFormationReviewCommentSuccess",
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
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useCreateFormationReviewCommentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createFormationReviewComment",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "FormationReviewCommentPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FormationReviewComment",
                    "kind": "LinkedField",
                    "name": "comment",
                    "plural": false,
                    "selections": (v14/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "filters": null,
                    "handle": "appendNode",
                    "key": "",
                    "kind": "LinkedHandle",
                    "name": "comment",
                    "handleArgs": [
                      {
                        "kind": "Variable",
                        "name": "connections",
                        "variableName": "connections"
                      },
                      {
                        "kind": "Literal",
                        "name": "edgeTypeName",
                        "value": "FormationReviewCommentsConnectionEdge"
                      }
                    ]
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FormationReviewComment",
                    "kind": "LinkedField",
                    "name": "parent",
                    "plural": false,
                    "selections": (v14/*:: as any*/),
                    "storageKey": null
                  },
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "MutationCreateFormationReviewCommentSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c56d4d32cb8a8331e4aab036935a507a",
    "id": "ea4beb4ecad6e390c04e9652ca66fb51c0b78755af81c0daf4d461f4f6b56ed4",
    "metadata": {},
    "name": "useCreateFormationReviewCommentMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateFormationReviewCommentMutation(\n  $reviewId: ID!\n  $parentId: ID\n  $content: String!\n) {\n  createFormationReviewComment(reviewId: $reviewId, parentId: $parentId, content: $content) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationCreateFormationReviewCommentSuccess {\n      data {\n        comment {\n          id\n          ...FormationReviewComment_comment\n        }\n        parent {\n          id\n          ...FormationReviewComment_comment\n        }\n        review {\n          id\n          commentCount\n        }\n      }\n    }\n  }\n}\n\nfragment BlockedFold_user on User {\n  isBlockedByViewer\n}\n\nfragment FormationReviewComment_comment on FormationReviewComment {\n  id\n  content\n  createdAt\n  viewerCanDelete\n  author {\n    ...UserName_user\n    ...BlockedFold_user\n    id\n  }\n  replies {\n    id\n    content\n    createdAt\n    viewerCanDelete\n    author {\n      ...UserName_user\n      ...BlockedFold_user\n      id\n    }\n  }\n}\n\nfragment UserName_user on User {\n  id\n  databaseId\n  displayName\n  currentLevel\n  isAdmin\n  legendaryIcon\n  isViewer\n  isBlockedByViewer\n}\n"
  }
};
})();

(node as any).hash = "bc07ccc123261de4155593e13d94dfe3";

export default node;
