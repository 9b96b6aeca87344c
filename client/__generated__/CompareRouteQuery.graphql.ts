/**
 * @generated SignedSource<<27d0f62a38375ad4bb5875018351a748>>
 * @relayHash 4b6a27bcd3983c881909acf9a5ff9b2c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9af37f4017dd2ca543e5204cd89b02ed976f84ba1eb18a8047e5a87669646a09

import { ConcreteRequest } from 'relay-runtime';
export type CompareRouteQuery$variables = {
  ids: ReadonlyArray<string>;
};
export type CompareRouteQuery$data = {
  readonly nodes: ReadonlyArray<{
    readonly __typename: "Card";
    readonly acceleration: number | null | undefined;
    readonly aggression: number | null | undefined;
    readonly agility: number | null | undefined;
    readonly agilityMain: number | null | undefined;
    readonly balance: number | null | undefined;
    readonly ballControl: number | null | undefined;
    readonly composure: number | null | undefined;
    readonly crossing: number | null | undefined;
    readonly curve: number | null | undefined;
    readonly databaseId: number;
    readonly defAwareness: number | null | undefined;
    readonly defending: number | null | undefined;
    readonly diving: number | null | undefined;
    readonly dribbling: number | null | undefined;
    readonly finishing: number | null | undefined;
    readonly fkAccuracy: number | null | undefined;
    readonly gkPositioning: number | null | undefined;
    readonly handling: number | null | undefined;
    readonly headingAccuracy: number | null | undefined;
    readonly interceptions: number | null | undefined;
    readonly jumping: number | null | undefined;
    readonly kicking: number | null | undefined;
    readonly longPassing: number | null | undefined;
    readonly longShots: number | null | undefined;
    readonly marking: number | null | undefined;
    readonly name: string;
    readonly ovr: number;
    readonly pace: number | null | undefined;
    readonly passing: number | null | undefined;
    readonly penalties: number | null | undefined;
    readonly physical: number | null | undefined;
    readonly position: string;
    readonly positioning: number | null | undefined;
    readonly reactions: number | null | undefined;
    readonly reflexes: number | null | undefined;
    readonly reviewSummary: {
      readonly averages: {
        readonly agility: number;
        readonly defense: number;
        readonly overall: number;
        readonly pace: number;
        readonly passing: number;
        readonly physical: number;
        readonly shooting: number;
      } | null | undefined;
      readonly reviewCount: number;
    };
    readonly shooting: number | null | undefined;
    readonly shortPassing: number | null | undefined;
    readonly shotPower: number | null | undefined;
    readonly slidingTackle: number | null | undefined;
    readonly sprintSpeed: number | null | undefined;
    readonly stamina: number | null | undefined;
    readonly standingTackle: number | null | undefined;
    readonly strength: number | null | undefined;
    readonly vision: number | null | undefined;
    readonly volleys: number | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined>;
};
export type CompareRouteQuery = {
  response: CompareRouteQuery$data;
  variables: CompareRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "ids",
    "variableName": "ids"
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
  "name": "pace",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shooting",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "passing",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "physical",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "agility",
  "storageKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "position",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ovr",
      "storageKey": null
    },
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "agilityMain",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "defending",
      "storageKey": null
    },
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "acceleration",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sprintSpeed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "finishing",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shotPower",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "longShots",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "positioning",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "penalties",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "volleys",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shortPassing",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "longPassing",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vision",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "crossing",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "curve",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fkAccuracy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dribbling",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ballControl",
      "storageKey": null
    },
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reactions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "balance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "composure",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "marking",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "defAwareness",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "standingTackle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slidingTackle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "interceptions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "headingAccuracy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "strength",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "aggression",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "jumping",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stamina",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "diving",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "handling",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kicking",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reflexes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gkPositioning",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CardReviewSummary",
      "kind": "LinkedField",
      "name": "reviewSummary",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reviewCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ReviewAverages",
          "kind": "LinkedField",
          "name": "averages",
          "plural": false,
          "selections": [
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            (v5/*:: as any*/),
            (v7/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "defense",
              "storageKey": null
            },
            (v6/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "overall",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Card",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CompareRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v8/*:: as any*/)
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
    "name": "CompareRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v8/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "4b6a27bcd3983c881909acf9a5ff9b2c",
    "id": "9af37f4017dd2ca543e5204cd89b02ed976f84ba1eb18a8047e5a87669646a09",
    "metadata": {},
    "name": "CompareRouteQuery",
    "operationKind": "query",
    "text": "query CompareRouteQuery(\n  $ids: [ID!]!\n) {\n  nodes(ids: $ids) {\n    __typename\n    ... on Card {\n      databaseId\n      name\n      position\n      ovr\n      pace\n      shooting\n      passing\n      agilityMain\n      defending\n      physical\n      acceleration\n      sprintSpeed\n      finishing\n      shotPower\n      longShots\n      positioning\n      penalties\n      volleys\n      shortPassing\n      longPassing\n      vision\n      crossing\n      curve\n      fkAccuracy\n      dribbling\n      ballControl\n      agility\n      reactions\n      balance\n      composure\n      marking\n      defAwareness\n      standingTackle\n      slidingTackle\n      interceptions\n      headingAccuracy\n      strength\n      aggression\n      jumping\n      stamina\n      diving\n      handling\n      kicking\n      reflexes\n      gkPositioning\n      reviewSummary {\n        reviewCount\n        averages {\n          pace\n          shooting\n          passing\n          agility\n          defense\n          physical\n          overall\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "5209e24d1f8b0d2bfd62b7feae885d2f";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
