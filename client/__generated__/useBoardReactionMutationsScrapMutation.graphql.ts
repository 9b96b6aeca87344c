/**
 * @generated SignedSource<<80795219c068130d48451ffa70a9e145>>
 * @relayHash 4604dd7cb99b5a952bce022cb25d3b72
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ecbcd6f81ea2270fd0f05bbcb9266432fd29b69190107642e8c5744b30f2954c

import { ConcreteRequest } from 'relay-runtime';
export type useBoardReactionMutationsScrapMutation$variables = {
  id: string;
};
export type useBoardReactionMutationsScrapMutation$data = {
  readonly togglePostScrap: {
    readonly __typename: string;
    readonly data?: {
      readonly post: {
        readonly id: string;
        readonly scrapCount: number;
        readonly viewerHasScrapped: boolean;
      };
    };
    readonly message?: string;
  };
};
export type useBoardReactionMutationsScrapMutation = {
  response: useBoardReactionMutationsScrapMutation$data;
  variables: useBoardReactionMutationsScrapMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "togglePostScrap",
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
            "concreteType": "PostPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Post",
                "kind": "LinkedField",
                "name": "post",
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
                    "name": "scrapCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerHasScrapped",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationTogglePostScrapSuccess",
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
    "name": "useBoardReactionMutationsScrapMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBoardReactionMutationsScrapMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4604dd7cb99b5a952bce022cb25d3b72",
    "id": "ecbcd6f81ea2270fd0f05bbcb9266432fd29b69190107642e8c5744b30f2954c",
    "metadata": {},
    "name": "useBoardReactionMutationsScrapMutation",
    "operationKind": "mutation",
    "text": "mutation useBoardReactionMutationsScrapMutation(\n  $id: ID!\n) {\n  togglePostScrap(id: $id) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationTogglePostScrapSuccess {\n      data {\n        post {\n          id\n          scrapCount\n          viewerHasScrapped\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ea291df48aa79aae6b327048b73494ff";

export default node;
