/**
 * @generated SignedSource<<161b5494dda36191d5ff0a14c2bb1198>>
 * @relayHash 5697fd2ead1df0032da0246d1aa5a099
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 65a4cccd3a4377d1d38493ca3c0db8a3d3877d246ce7a5bd7233549f19b96175

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationSettingsInput = {
  comment?: boolean | null | undefined;
  like?: boolean | null | undefined;
  mention?: boolean | null | undefined;
  reply?: boolean | null | undefined;
  watchReview?: boolean | null | undefined;
  watchStats?: boolean | null | undefined;
  watchVersion?: boolean | null | undefined;
};
export type useUpdateNotificationSettingsMutation$variables = {
  input: NotificationSettingsInput;
};
export type useUpdateNotificationSettingsMutation$data = {
  readonly updateNotificationSettings: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"NotificationSettingsPanel_user">;
  };
};
export type useUpdateNotificationSettingsMutation = {
  response: useUpdateNotificationSettingsMutation$data;
  variables: useUpdateNotificationSettingsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateNotificationSettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "updateNotificationSettings",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NotificationSettingsPanel_user"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateNotificationSettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "updateNotificationSettings",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "NotificationSettings",
            "kind": "LinkedField",
            "name": "notificationSettings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "comment",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reply",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "mention",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "like",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "watchReview",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "watchStats",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "watchVersion",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5697fd2ead1df0032da0246d1aa5a099",
    "id": "65a4cccd3a4377d1d38493ca3c0db8a3d3877d246ce7a5bd7233549f19b96175",
    "metadata": {},
    "name": "useUpdateNotificationSettingsMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateNotificationSettingsMutation(\n  $input: NotificationSettingsInput!\n) {\n  updateNotificationSettings(input: $input) {\n    id\n    ...NotificationSettingsPanel_user\n  }\n}\n\nfragment NotificationSettingsPanel_user on User {\n  id\n  notificationSettings {\n    comment\n    reply\n    mention\n    like\n    watchReview\n    watchStats\n    watchVersion\n  }\n}\n"
  }
};
})();

(node as any).hash = "65d5030c8ee2764fb6655843c91ffed5";

export default node;
