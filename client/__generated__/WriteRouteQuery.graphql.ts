/**
 * @generated SignedSource<<deb69bad3ddf1bf91c36551d4afea93d>>
 * @relayHash 3a458a1e954f314d772ec0692142707f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aced9b66e9b41821620d3448e02b35eb592dbaa72db7914dd0a718004e7167fb

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostType = "ANNOUNCEMENT" | "FREE" | "NOTICE" | "QUESTION" | "TIP" | "%future added value";
export type WriteRouteQuery$variables = {
  editing: boolean;
  id: string;
};
export type WriteRouteQuery$data = {
  readonly post?: {
    readonly attachments: ReadonlyArray<string>;
    readonly content: string;
    readonly databaseId: number;
    readonly id: string;
    readonly tags: ReadonlyArray<string>;
    readonly title: string;
    readonly type: PostType;
    readonly viewerCanManage: boolean;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
    readonly isAdmin: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"DraftList_viewer">;
  } | null | undefined;
};
export type WriteRouteQuery = {
  response: WriteRouteQuery$data;
  variables: WriteRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "editing"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdmin",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tags",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "attachments",
  "storageKey": null
},
v10 = {
  "condition": "editing",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "id",
          "variableName": "id"
        }
      ],
      "concreteType": "Post",
      "kind": "LinkedField",
      "name": "post",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        (v6/*:: as any*/),
        (v7/*:: as any*/),
        (v8/*:: as any*/),
        (v9/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerCanManage",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ]
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "WriteRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DraftList_viewer"
          }
        ],
        "storageKey": null
      },
      (v10/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "WriteRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PostDraft",
            "kind": "LinkedField",
            "name": "postDrafts",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
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
                  (v2/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v10/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "3a458a1e954f314d772ec0692142707f",
    "id": "aced9b66e9b41821620d3448e02b35eb592dbaa72db7914dd0a718004e7167fb",
    "metadata": {},
    "name": "WriteRouteQuery",
    "operationKind": "query",
    "text": "query WriteRouteQuery(\n  $id: ID!\n  $editing: Boolean!\n) {\n  viewer {\n    id\n    isAdmin\n    ...DraftList_viewer\n  }\n  post(id: $id) @include(if: $editing) {\n    id\n    databaseId\n    title\n    type\n    content\n    tags\n    attachments\n    viewerCanManage\n  }\n}\n\nfragment DraftList_viewer on User {\n  postDrafts {\n    id\n    databaseId\n    title\n    type\n    content\n    tags\n    attachments\n    updatedAt\n    post {\n      id\n      databaseId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3e0d14508e7645e38508af60082fe824";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
