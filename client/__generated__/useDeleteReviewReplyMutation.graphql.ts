/**
 * @generated SignedSource<<43c52e456bfab490f39463af573c1fb1>>
 * @relayHash 46c00d6fce56110829bf3ab9c9d2c234
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f7281afff14a6403bad78fed9ac2af4354aa9c33de4c67c1965bbe80361421a6

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteReviewReplyMutation$variables = {
  connections: ReadonlyArray<string>;
  id: string;
};
export type useDeleteReviewReplyMutation$data = {
  readonly deleteReviewReply: {
    readonly __typename: string;
    readonly data?: {
      readonly deletedIds: ReadonlyArray<string>;
      readonly review: {
        readonly id: string;
        readonly replyCount: number;
      };
    };
    readonly message?: string;
  };
};
export type useDeleteReviewReplyMutation = {
  response: useDeleteReviewReplyMutation$data;
  variables: useDeleteReviewReplyMutation$variables;
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
  "name": "id"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
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
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedIds",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Review",
  "kind": "LinkedField",
  "name": "review",
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
      "name": "replyCount",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteReviewReplyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteReviewReply",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ReviewReplyDeletedPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "MutationDeleteReviewReplySuccess",
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
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDeleteReviewReplyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteReviewReply",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ReviewReplyDeletedPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "filters": null,
                    "handle": "deleteEdge",
                    "key": "",
                    "kind": "ScalarHandle",
                    "name": "deletedIds",
                    "handleArgs": [
                      {
                        "kind": "Variable",
                        "name": "connections",
                        "variableName": "connections"
                      }
                    ]
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "MutationDeleteReviewReplySuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "46c00d6fce56110829bf3ab9c9d2c234",
    "id": "f7281afff14a6403bad78fed9ac2af4354aa9c33de4c67c1965bbe80361421a6",
    "metadata": {},
    "name": "useDeleteReviewReplyMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteReviewReplyMutation(\n  $id: ID!\n) {\n  deleteReviewReply(id: $id) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationDeleteReviewReplySuccess {\n      data {\n        deletedIds\n        review {\n          id\n          replyCount\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c72f476abe5e5e04e5f5ef6692547653";

export default node;
