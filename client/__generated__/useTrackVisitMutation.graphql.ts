/**
 * @generated SignedSource<<8769a1659c6d5c26d56b26fb16b89c5f>>
 * @relayHash 0655376e9f0b6ed23e9ad843c34ffb26
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1fb796cbafa2cdcba6bd2f0a36a76334449637ac5dbead026ca8224e25754a16

import { ConcreteRequest } from 'relay-runtime';
export type TrackVisitInput = {
  page: string;
  referrer?: string | null | undefined;
  sessionId: string;
};
export type useTrackVisitMutation$variables = {
  input: TrackVisitInput;
};
export type useTrackVisitMutation$data = {
  readonly trackVisit: {
    readonly __typename: string;
  };
};
export type useTrackVisitMutation = {
  response: useTrackVisitMutation$data;
  variables: useTrackVisitMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "trackVisit",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
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
    "name": "useTrackVisitMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTrackVisitMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0655376e9f0b6ed23e9ad843c34ffb26",
    "id": "1fb796cbafa2cdcba6bd2f0a36a76334449637ac5dbead026ca8224e25754a16",
    "metadata": {},
    "name": "useTrackVisitMutation",
    "operationKind": "mutation",
    "text": "mutation useTrackVisitMutation(\n  $input: TrackVisitInput!\n) {\n  trackVisit(input: $input) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "daff79b16fe92f5043355ca64dc23ac4";

export default node;
