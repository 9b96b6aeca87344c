/**
 * @generated SignedSource<<8681e8b8c508616b0c5f1de8f68f0eaf>>
 * @relayHash 9d62fef6bfd5b667bc55069fc095fe9a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d583001bf20c4f9237b942c97c0ddf1547dc1ca7d2f72719b2bc23a9f02f81ea

import { ConcreteRequest } from 'relay-runtime';
export type useEditCommentMutation$variables = {
  content: string;
  id: string;
};
export type useEditCommentMutation$data = {
  readonly updateComment: {
    readonly __typename: string;
    readonly data?: {
      readonly comment: {
        readonly content: string;
        readonly id: string;
      };
    };
    readonly message?: string;
  };
};
export type useEditCommentMutation = {
  response: useEditCommentMutation$data;
  variables: useEditCommentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "content"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "content",
        "variableName": "content"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateComment",
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
            "concreteType": "CommentPayload",
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
                    "name": "content",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationUpdateCommentSuccess",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useEditCommentMutation",
    "selections": (v2/*:: as any*/),
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
    "name": "useEditCommentMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "9d62fef6bfd5b667bc55069fc095fe9a",
    "id": "d583001bf20c4f9237b942c97c0ddf1547dc1ca7d2f72719b2bc23a9f02f81ea",
    "metadata": {},
    "name": "useEditCommentMutation",
    "operationKind": "mutation",
    "text": "mutation useEditCommentMutation(\n  $id: ID!\n  $content: String!\n) {\n  updateComment(id: $id, content: $content) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationUpdateCommentSuccess {\n      data {\n        comment {\n          id\n          content\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "223960da689ac614ab9d91c7ddb2b8b7";

export default node;
