/**
 * @generated SignedSource<<fe5d3f7abba32c4bd210e64e469c5c6b>>
 * @relayHash 467ff53dcad0cac30f2b9df0b0bc2824
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ae9149dab76c379f6595d018a82c681ccf3603ecff5292d4b2069651e5e6e4c0

import { ConcreteRequest } from 'relay-runtime';
export type useMentionSuggestionsQuery$variables = {
  query: string;
};
export type useMentionSuggestionsQuery$data = {
  readonly mentionSuggestions: {
    readonly __typename: "QueryMentionSuggestionsSuccess";
    readonly data: ReadonlyArray<{
      readonly currentLevel: string;
      readonly databaseId: number;
      readonly displayName: string;
    }>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useMentionSuggestionsQuery = {
  response: useMentionSuggestionsQuery$data;
  variables: useMentionSuggestionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "query",
    "variableName": "query"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentLevel",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMentionSuggestionsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "mentionSuggestions",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "data",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "QueryMentionSuggestionsSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMentionSuggestionsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "mentionSuggestions",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "data",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "QueryMentionSuggestionsSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "467ff53dcad0cac30f2b9df0b0bc2824",
    "id": "ae9149dab76c379f6595d018a82c681ccf3603ecff5292d4b2069651e5e6e4c0",
    "metadata": {},
    "name": "useMentionSuggestionsQuery",
    "operationKind": "query",
    "text": "query useMentionSuggestionsQuery(\n  $query: String!\n) {\n  mentionSuggestions(query: $query) {\n    __typename\n    ... on QueryMentionSuggestionsSuccess {\n      data {\n        databaseId\n        displayName\n        currentLevel\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e05a99138a600cd3f2462ac58a96aec5";

export default node;
