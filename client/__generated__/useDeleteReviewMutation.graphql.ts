/**
 * @generated SignedSource<<b5d894b649d01ad751e304e5f96c829b>>
 * @relayHash b59518697adb2cc74349660004e9b35e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 22e9583d7940a2b1de4fac1228e8830ddff9621ed66074c8dd012d22b7469722

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteReviewMutation$variables = {
  id: string;
};
export type useDeleteReviewMutation$data = {
  readonly deleteReview: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useDeleteReviewMutation = {
  response: useDeleteReviewMutation$data;
  variables: useDeleteReviewMutation$variables;
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
    "name": "deleteReview",
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
    "name": "useDeleteReviewMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteReviewMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b59518697adb2cc74349660004e9b35e",
    "id": "22e9583d7940a2b1de4fac1228e8830ddff9621ed66074c8dd012d22b7469722",
    "metadata": {},
    "name": "useDeleteReviewMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteReviewMutation(\n  $id: ID!\n) {\n  deleteReview(id: $id) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7e3e3045a3d5f77d9dd0ba52a463a702";

export default node;
