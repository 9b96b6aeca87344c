/**
 * @generated SignedSource<<2e7c97555b62bf90ba5597294476348b>>
 * @relayHash 9b02656924a2524c629b4cbc02a68919
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a110e20477ef9111aae7e2cd2b98dbb29f78163f0de0768e49f900a15d48fcf7

import { ConcreteRequest } from 'relay-runtime';
export type useMarkNotificationReadMutation$variables = {
  id: string;
};
export type useMarkNotificationReadMutation$data = {
  readonly markNotificationRead: {
    readonly id?: string;
    readonly isRead?: boolean;
  };
};
export type useMarkNotificationReadMutation = {
  response: useMarkNotificationReadMutation$data;
  variables: useMarkNotificationReadMutation$variables;
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
  "kind": "InlineFragment",
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isRead",
      "storageKey": null
    }
  ],
  "type": "Notification",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMarkNotificationReadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "markNotificationRead",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkNotificationReadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "markNotificationRead",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9b02656924a2524c629b4cbc02a68919",
    "id": "a110e20477ef9111aae7e2cd2b98dbb29f78163f0de0768e49f900a15d48fcf7",
    "metadata": {},
    "name": "useMarkNotificationReadMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkNotificationReadMutation(\n  $id: ID!\n) {\n  markNotificationRead(id: $id) {\n    __typename\n    ... on Notification {\n      id\n      isRead\n    }\n    ... on Node {\n      __isNode: __typename\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8ca42aed3419cdac530e12fb429a5394";

export default node;
