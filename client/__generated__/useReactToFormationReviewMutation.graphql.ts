/**
 * @generated SignedSource<<72e03ec58a00ab9282b5359457e5bf75>>
 * @relayHash c7026b71f797c97cf25bf02363dabd9c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 326ed14ef9066b7076c8af80f84c8cbce081717eb9564f5a3ebb79e1850ec399

import { ConcreteRequest } from 'relay-runtime';
export type FormationReaction = "DISLIKE" | "LIKE" | "%future added value";
export type useReactToFormationReviewMutation$variables = {
  id: string;
  reaction: FormationReaction;
};
export type useReactToFormationReviewMutation$data = {
  readonly reactToFormationReview: {
    readonly __typename: string;
    readonly data?: {
      readonly review: {
        readonly dislikes: number;
        readonly id: string;
        readonly likes: number;
        readonly viewerReaction: FormationReaction | null | undefined;
      };
    };
    readonly message?: string;
  };
};
export type useReactToFormationReviewMutation = {
  response: useReactToFormationReviewMutation$data;
  variables: useReactToFormationReviewMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "reaction"
  }
],
v1 = [
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
        "name": "reaction",
        "variableName": "reaction"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "reactToFormationReview",
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
                    "name": "viewerReaction",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationReactToFormationReviewSuccess",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useReactToFormationReviewMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReactToFormationReviewMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c7026b71f797c97cf25bf02363dabd9c",
    "id": "326ed14ef9066b7076c8af80f84c8cbce081717eb9564f5a3ebb79e1850ec399",
    "metadata": {},
    "name": "useReactToFormationReviewMutation",
    "operationKind": "mutation",
    "text": "mutation useReactToFormationReviewMutation(\n  $id: ID!\n  $reaction: FormationReaction!\n) {\n  reactToFormationReview(id: $id, reaction: $reaction) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationReactToFormationReviewSuccess {\n      data {\n        review {\n          id\n          likes\n          dislikes\n          viewerReaction\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e2ae69f28de79402d41bed38b076cbff";

export default node;
