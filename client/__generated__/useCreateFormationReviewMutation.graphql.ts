/**
 * @generated SignedSource<<ecd04bed24aeb622001b432f61ade7f7>>
 * @relayHash 0b0c3c55817e6311a9a012e7449a92ec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c6b9d9071cf0f3c500c8a71c56c401fc732244b81e626a7cea04c50f16e81086

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useCreateFormationReviewMutation$variables = {
  connections: ReadonlyArray<string>;
  content: string;
  formation: string;
  squadId?: string | null | undefined;
};
export type useCreateFormationReviewMutation$data = {
  readonly createFormationReview: {
    readonly __typename: string;
    readonly data?: {
      readonly review: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"FormationReviewItem_review">;
      };
    };
    readonly message?: string;
  };
};
export type useCreateFormationReviewMutation = {
  response: useCreateFormationReviewMutation$data;
  variables: useCreateFormationReviewMutation$variables;
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
  "name": "formation"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "squadId"
},
v4 = [
  {
    "kind": "Variable",
    "name": "content",
    "variableName": "content"
  },
  {
    "kind": "Variable",
    "name": "formation",
    "variableName": "formation"
  },
  {
    "kind": "Variable",
    "name": "squadId",
    "variableName": "squadId"
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
};
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
    "name": "useCreateFormationReviewMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createFormationReview",
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
                "concreteType": "FormationReviewPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FormationReview",
                    "kind": "LinkedField",
                    "name": "review",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "FormationReviewItem_review"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationCreateFormationReviewSuccess",
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
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useCreateFormationReviewMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createFormationReview",
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
                "concreteType": "FormationReviewPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
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
                        "name": "content",
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
                        "name": "commentCount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "createdAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerReaction",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerCanEdit",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "linkedSquadId",
                        "storageKey": null
                      },
                      {
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
                    "name": "review",
                    "handleArgs": [
                      {
                        "kind": "Variable",
                        "name": "connections",
                        "variableName": "connections"
                      },
                      {
                        "kind": "Literal",
                        "name": "edgeTypeName",
                        "value": "FormationReviewsConnectionEdge"
                      }
                    ]
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationCreateFormationReviewSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0b0c3c55817e6311a9a012e7449a92ec",
    "id": "c6b9d9071cf0f3c500c8a71c56c401fc732244b81e626a7cea04c50f16e81086",
    "metadata": {},
    "name": "useCreateFormationReviewMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateFormationReviewMutation(\n  $formation: String!\n  $content: String!\n  $squadId: ID\n) {\n  createFormationReview(formation: $formation, content: $content, squadId: $squadId) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationCreateFormationReviewSuccess {\n      data {\n        review {\n          id\n          ...FormationReviewItem_review\n        }\n      }\n    }\n  }\n}\n\nfragment BlockedFold_user on User {\n  isBlockedByViewer\n}\n\nfragment FormationReviewItem_review on FormationReview {\n  id\n  content\n  likes\n  dislikes\n  commentCount\n  createdAt\n  viewerReaction\n  viewerCanEdit\n  linkedSquadId\n  author {\n    ...UserName_user\n    ...BlockedFold_user\n    id\n  }\n}\n\nfragment UserName_user on User {\n  id\n  databaseId\n  displayName\n  currentLevel\n  isAdmin\n  legendaryIcon\n  isViewer\n  isBlockedByViewer\n}\n"
  }
};
})();

(node as any).hash = "97273ac4eeb07b6e1e87df554d7fa751";

export default node;
