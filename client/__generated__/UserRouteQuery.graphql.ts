/**
 * @generated SignedSource<<42501c0c35a4833d39eab2ec6b206810>>
 * @relayHash 7671f4975e93b4777dcb5e0a182df075
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e59a3907484fb202ce38b72294681517d3eab250cf3bbd30e33d3a5035a9951a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserRouteQuery$variables = {
  id: string;
};
export type UserRouteQuery$data = {
  readonly node: {
    readonly comments?: {
      readonly totalCount: number;
    };
    readonly displayName?: string;
    readonly formationReviews?: {
      readonly totalCount: number;
    };
    readonly id?: string;
    readonly isBlockedByViewer?: boolean;
    readonly joinedAt?: string;
    readonly level?: {
      readonly currentLevel: string;
      readonly currentScore: number;
    };
    readonly nameRef?: {
      readonly " $fragmentSpreads": FragmentRefs<"UserName_user">;
    } | null | undefined;
    readonly posts?: {
      readonly totalCount: number;
    };
    readonly reviews?: {
      readonly totalCount: number;
    };
  } | null | undefined;
};
export type UserRouteQuery = {
  response: UserRouteQuery$data;
  variables: UserRouteQuery$variables;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
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
  "name": "displayName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "joinedAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isBlockedByViewer",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentLevel",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "LevelProgress",
  "kind": "LinkedField",
  "name": "level",
  "plural": false,
  "selections": [
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentScore",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
],
v9 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
],
v10 = {
  "alias": null,
  "args": (v8/*:: as any*/),
  "concreteType": "UserPostsConnection",
  "kind": "LinkedField",
  "name": "posts",
  "plural": false,
  "selections": (v9/*:: as any*/),
  "storageKey": "posts(first:1)"
},
v11 = {
  "alias": null,
  "args": (v8/*:: as any*/),
  "concreteType": "UserCommentsConnection",
  "kind": "LinkedField",
  "name": "comments",
  "plural": false,
  "selections": (v9/*:: as any*/),
  "storageKey": "comments(first:1)"
},
v12 = {
  "alias": null,
  "args": (v8/*:: as any*/),
  "concreteType": "UserReviewsConnection",
  "kind": "LinkedField",
  "name": "reviews",
  "plural": false,
  "selections": (v9/*:: as any*/),
  "storageKey": "reviews(first:1)"
},
v13 = {
  "alias": null,
  "args": (v8/*:: as any*/),
  "concreteType": "UserFormationReviewsConnection",
  "kind": "LinkedField",
  "name": "formationReviews",
  "plural": false,
  "selections": (v9/*:: as any*/),
  "storageKey": "formationReviews(first:1)"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UserRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "UserName_user"
                    }
                  ],
                  "type": "User",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "nameRef"
              },
              (v7/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "type": "User",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "databaseId",
                "storageKey": null
              },
              (v6/*:: as any*/),
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
              (v7/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "type": "User",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7671f4975e93b4777dcb5e0a182df075",
    "id": "e59a3907484fb202ce38b72294681517d3eab250cf3bbd30e33d3a5035a9951a",
    "metadata": {},
    "name": "UserRouteQuery",
    "operationKind": "query",
    "text": "query UserRouteQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on User {\n      id\n      displayName\n      joinedAt\n      isBlockedByViewer\n      ...UserName_user\n      level {\n        currentLevel\n        currentScore\n      }\n      posts(first: 1) {\n        totalCount\n      }\n      comments(first: 1) {\n        totalCount\n      }\n      reviews(first: 1) {\n        totalCount\n      }\n      formationReviews(first: 1) {\n        totalCount\n      }\n    }\n    id\n  }\n}\n\nfragment UserName_user on User {\n  id\n  databaseId\n  displayName\n  currentLevel\n  isAdmin\n  legendaryIcon\n  isViewer\n  isBlockedByViewer\n}\n"
  }
};
})();

(node as any).hash = "7b997fa27142926bf6e7ca0810de7e59";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
