/**
 * @generated SignedSource<<2e43df604256f5b7a0e9b5ae5ec3bdfd>>
 * @relayHash ab525f55422a6499639f97fcbe0fff95
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f628d72129663e20879306a424cb7c415727e60e8cfafb21b78d5a4dfca0f70c

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteFormationReviewMutation$variables = {
  connections: ReadonlyArray<string>;
  id: string;
};
export type useDeleteFormationReviewMutation$data = {
  readonly deleteFormationReview: {
    readonly __typename: string;
    readonly data?: {
      readonly deletedId: string;
    };
    readonly message?: string;
  };
};
export type useDeleteFormationReviewMutation = {
  response: useDeleteFormationReviewMutation$data;
  variables: useDeleteFormationReviewMutation$variables;
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
  "name": "deletedId",
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
    "name": "useDeleteFormationReviewMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteFormationReview",
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
                "concreteType": "FormationReviewDeletedPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "MutationDeleteFormationReviewSuccess",
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
    "name": "useDeleteFormationReviewMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteFormationReview",
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
                "concreteType": "FormationReviewDeletedPayload",
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
                    "name": "deletedId",
                    "handleArgs": [
                      {
                        "kind": "Variable",
                        "name": "connections",
                        "variableName": "connections"
                      }
                    ]
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationDeleteFormationReviewSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ab525f55422a6499639f97fcbe0fff95",
    "id": "f628d72129663e20879306a424cb7c415727e60e8cfafb21b78d5a4dfca0f70c",
    "metadata": {},
    "name": "useDeleteFormationReviewMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteFormationReviewMutation(\n  $id: ID!\n) {\n  deleteFormationReview(id: $id) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationDeleteFormationReviewSuccess {\n      data {\n        deletedId\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3f33d7a2bce889398b9ea03e1a65d6ea";

export default node;
