/**
 * @generated SignedSource<<21cbb1e037792f4e7c61290a7db13480>>
 * @relayHash e7538cafc32423642e1bf9a37fafcd2c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7ea8959a05f4eacec17b0a88c4349a41ee76dcfc7d6e8950996c21be947b5541

import { ConcreteRequest } from 'relay-runtime';
export type PostDraftInput = {
  attachments?: ReadonlyArray<string> | null | undefined;
  content?: string | null | undefined;
  tags?: string | null | undefined;
  title?: string | null | undefined;
  type?: string | null | undefined;
};
export type useDraftAutosaveMutation$variables = {
  id?: string | null | undefined;
  input: PostDraftInput;
  post?: string | null | undefined;
};
export type useDraftAutosaveMutation$data = {
  readonly savePostDraft: {
    readonly __typename: string;
    readonly data?: {
      readonly draft: {
        readonly attachments: ReadonlyArray<string>;
        readonly content: string;
        readonly databaseId: number;
        readonly id: string;
        readonly post: {
          readonly databaseId: number;
          readonly id: string;
        } | null | undefined;
        readonly tags: string;
        readonly title: string;
        readonly type: string;
        readonly updatedAt: string;
      };
      readonly viewer: {
        readonly id: string;
        readonly postDrafts: ReadonlyArray<{
          readonly id: string;
        }>;
      };
    };
    readonly message?: string;
  };
};
export type useDraftAutosaveMutation = {
  response: useDraftAutosaveMutation$data;
  variables: useDraftAutosaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "post"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v5 = [
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
        "name": "input",
        "variableName": "input"
      },
      {
        "kind": "Variable",
        "name": "post",
        "variableName": "post"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "savePostDraft",
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
            "concreteType": "PostDraftPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PostDraft",
                "kind": "LinkedField",
                "name": "draft",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  },
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
                    "name": "tags",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "attachments",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "updatedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Post",
                    "kind": "LinkedField",
                    "name": "post",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PostDraft",
                    "kind": "LinkedField",
                    "name": "postDrafts",
                    "plural": true,
                    "selections": [
                      (v3/*:: as any*/)
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
        "type": "MutationSavePostDraftSuccess",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDraftAutosaveMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDraftAutosaveMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "e7538cafc32423642e1bf9a37fafcd2c",
    "id": "7ea8959a05f4eacec17b0a88c4349a41ee76dcfc7d6e8950996c21be947b5541",
    "metadata": {},
    "name": "useDraftAutosaveMutation",
    "operationKind": "mutation",
    "text": "mutation useDraftAutosaveMutation(\n  $id: ID\n  $post: ID\n  $input: PostDraftInput!\n) {\n  savePostDraft(id: $id, post: $post, input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationSavePostDraftSuccess {\n      data {\n        draft {\n          id\n          databaseId\n          title\n          type\n          content\n          tags\n          attachments\n          updatedAt\n          post {\n            id\n            databaseId\n          }\n        }\n        viewer {\n          id\n          postDrafts {\n            id\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "418ce06795812b047d1a4c33e782deb9";

export default node;
