/**
 * @generated SignedSource<<013a0fff11145e43532a29a1d78d9462>>
 * @relayHash 269d8957281fb0d06810c71a1130e453
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4dc50e404316f9109d97a58249105980b45db756c3785af4db1fb0a3f7eb3c99

import { ConcreteRequest } from 'relay-runtime';
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
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isAdmin",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
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
            "name": "viewerCanManage",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
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
    "name": "WriteRouteQuery",
    "selections": (v3/*:: as any*/),
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
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "269d8957281fb0d06810c71a1130e453",
    "id": "4dc50e404316f9109d97a58249105980b45db756c3785af4db1fb0a3f7eb3c99",
    "metadata": {},
    "name": "WriteRouteQuery",
    "operationKind": "query",
    "text": "query WriteRouteQuery(\n  $id: ID!\n  $editing: Boolean!\n) {\n  viewer {\n    id\n    isAdmin\n  }\n  post(id: $id) @include(if: $editing) {\n    id\n    databaseId\n    title\n    type\n    content\n    tags\n    attachments\n    viewerCanManage\n  }\n}\n"
  }
};
})();

(node as any).hash = "d3bd590da730773c7b2245dce15fd374";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
