/**
 * @generated SignedSource<<50e3239b6ea997a8498ccfd5a08a8c7f>>
 * @relayHash 4be53e9d763635364d4afc81c75cbbae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6303442ab21bef534b9cf57db16d596db655e4f66dca72c8952e34486bd5abaa

import { ConcreteRequest } from 'relay-runtime';
export type useRecordPostViewMutation$variables = {
  id: string;
};
export type useRecordPostViewMutation$data = {
  readonly recordPostView: {
    readonly __typename: "MutationRecordPostViewSuccess";
    readonly data: {
      readonly post: {
        readonly id: string;
        readonly views: number;
      };
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useRecordPostViewMutation = {
  response: useRecordPostViewMutation$data;
  variables: useRecordPostViewMutation$variables;
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
    "name": "recordPostView",
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
                    "name": "views",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationRecordPostViewSuccess",
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
    "name": "useRecordPostViewMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRecordPostViewMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4be53e9d763635364d4afc81c75cbbae",
    "id": "6303442ab21bef534b9cf57db16d596db655e4f66dca72c8952e34486bd5abaa",
    "metadata": {},
    "name": "useRecordPostViewMutation",
    "operationKind": "mutation",
    "text": "mutation useRecordPostViewMutation(\n  $id: ID!\n) {\n  recordPostView(id: $id) {\n    __typename\n    ... on MutationRecordPostViewSuccess {\n      data {\n        post {\n          id\n          views\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6d48481f88d5415cb59c3d0918cb103a";

export default node;
