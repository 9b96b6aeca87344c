/**
 * @generated SignedSource<<a58f1f9715f16d6dc2d878dd32229663>>
 * @relayHash fd1bc56d463540a673d2fd3f0eb87f32
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b0244dd97633e41b4e20d179edd7dd63e8d19b51b38557d00a2b140c9ce43b8d

import { ConcreteRequest } from 'relay-runtime';
export type RankingsRouteQuery$variables = {
  position: string;
};
export type RankingsRouteQuery$data = {
  readonly positionTop: {
    readonly averageOvr: number | null | undefined;
    readonly averageRating: number | null | undefined;
    readonly cards: ReadonlyArray<{
      readonly avgRating: number;
      readonly className: string | null | undefined;
      readonly databaseId: number;
      readonly diving: number | null | undefined;
      readonly handling: number | null | undefined;
      readonly id: string;
      readonly kicking: number | null | undefined;
      readonly name: string;
      readonly ovr: number;
      readonly pace: number | null | undefined;
      readonly passing: number | null | undefined;
      readonly position: string;
      readonly reviewCount: number;
      readonly shooting: number | null | undefined;
    }>;
    readonly priorMean: number | null | undefined;
    readonly totalReviews: number;
  };
};
export type RankingsRouteQuery = {
  response: RankingsRouteQuery$data;
  variables: RankingsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "position"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "position",
        "variableName": "position"
      }
    ],
    "concreteType": "PositionTop",
    "kind": "LinkedField",
    "name": "positionTop",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "averageOvr",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "averageRating",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalReviews",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "priorMean",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Card",
        "kind": "LinkedField",
        "name": "cards",
        "plural": true,
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "className",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "avgRating",
            "storageKey": null
          },
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
            "kind": "ScalarField",
            "name": "pace",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "shooting",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "passing",
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
          }
        ],
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
    "name": "RankingsRouteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RankingsRouteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "fd1bc56d463540a673d2fd3f0eb87f32",
    "id": "b0244dd97633e41b4e20d179edd7dd63e8d19b51b38557d00a2b140c9ce43b8d",
    "metadata": {},
    "name": "RankingsRouteQuery",
    "operationKind": "query",
    "text": "query RankingsRouteQuery(\n  $position: String!\n) {\n  positionTop(position: $position) {\n    averageOvr\n    averageRating\n    totalReviews\n    priorMean\n    cards {\n      id\n      databaseId\n      name\n      position\n      ovr\n      className\n      avgRating\n      reviewCount\n      pace\n      shooting\n      passing\n      diving\n      handling\n      kicking\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ad659eaf3aa194311bd4b5e3cf3da08f";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
