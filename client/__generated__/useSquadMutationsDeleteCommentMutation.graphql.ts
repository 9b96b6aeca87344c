/**
 * @generated SignedSource<<0d914980b0bf4d41612e761729e51335>>
 * @relayHash 9c488ac803693abb3c116abd89773ce0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ddc97413612cb41a6ea6ca8ba5e75a29b772bb55be2124d15c56fdda50a2afd9

import { ConcreteRequest } from 'relay-runtime';
export type useSquadMutationsDeleteCommentMutation$variables = {
  connections: ReadonlyArray<string>;
  id: string;
};
export type useSquadMutationsDeleteCommentMutation$data = {
  readonly deleteSquadComment: {
    readonly __typename: string;
    readonly data?: {
      readonly deletedId: string;
      readonly squad: {
        readonly commentCount: number;
        readonly id: string;
      };
    };
    readonly message?: string;
  };
};
export type useSquadMutationsDeleteCommentMutation = {
  response: useSquadMutationsDeleteCommentMutation$data;
  variables: useSquadMutationsDeleteCommentMutation$variables;
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
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Squad",
  "kind": "LinkedField",
  "name": "squad",
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
      "name": "commentCount",
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
    "name": "useSquadMutationsDeleteCommentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteSquadComment",
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
                "concreteType": "SquadCommentDeletedPayload",
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
            "type": "MutationDeleteSquadCommentSuccess",
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
    "name": "useSquadMutationsDeleteCommentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteSquadComment",
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
                "concreteType": "SquadCommentDeletedPayload",
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
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "MutationDeleteSquadCommentSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9c488ac803693abb3c116abd89773ce0",
    "id": "ddc97413612cb41a6ea6ca8ba5e75a29b772bb55be2124d15c56fdda50a2afd9",
    "metadata": {},
    "name": "useSquadMutationsDeleteCommentMutation",
    "operationKind": "mutation",
    "text": "mutation useSquadMutationsDeleteCommentMutation(\n  $id: ID!\n) {\n  deleteSquadComment(id: $id) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationDeleteSquadCommentSuccess {\n      data {\n        deletedId\n        squad {\n          id\n          commentCount\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "94bf0f81aac145f15eee90ffb4ee6603";

export default node;
