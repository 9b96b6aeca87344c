/**
 * @generated SignedSource<<3d5ce014160599d08903e82cb83d72ba>>
 * @relayHash 6d9310b2a8909bdad774ba09072fc4ef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd55afb05013aca60328bfe45da5938af387233d07ff31e3ed31c4f84e7de28c

import { ConcreteRequest } from 'relay-runtime';
export type useUpdateFormationReviewMutation$variables = {
  content: string;
  id: string;
};
export type useUpdateFormationReviewMutation$data = {
  readonly updateFormationReview: {
    readonly __typename: string;
    readonly data?: {
      readonly review: {
        readonly content: string;
        readonly id: string;
        readonly updatedAt: string;
      };
    };
    readonly message?: string;
  };
};
export type useUpdateFormationReviewMutation = {
  response: useUpdateFormationReviewMutation$data;
  variables: useUpdateFormationReviewMutation$variables;
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
    "name": "updateFormationReview",
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "updatedAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationUpdateFormationReviewSuccess",
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
    "name": "useUpdateFormationReviewMutation",
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
    "name": "useUpdateFormationReviewMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "6d9310b2a8909bdad774ba09072fc4ef",
    "id": "fd55afb05013aca60328bfe45da5938af387233d07ff31e3ed31c4f84e7de28c",
    "metadata": {},
    "name": "useUpdateFormationReviewMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateFormationReviewMutation(\n  $id: ID!\n  $content: String!\n) {\n  updateFormationReview(id: $id, content: $content) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationUpdateFormationReviewSuccess {\n      data {\n        review {\n          id\n          content\n          updatedAt\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "251a085743eb12446e0d3ea60540204c";

export default node;
