/**
 * @generated SignedSource<<aefcea8388fa12fd5e634728e2cbc2bf>>
 * @relayHash 5efa9abcf7a242ba078471dac140527d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b081d055110ca05c6569c16dd7eb994eb988a4dd426aef52822d796ed8088e7e

import { ConcreteRequest } from 'relay-runtime';
export type FormationsRouteQuery$variables = Record<PropertyKey, never>;
export type FormationsRouteQuery$data = {
  readonly formations: ReadonlyArray<{
    readonly avgRating: number;
    readonly formation: {
      readonly name: string;
    };
    readonly percentage: number;
    readonly rank: number;
    readonly reviewCount: number;
  }>;
};
export type FormationsRouteQuery = {
  response: FormationsRouteQuery$data;
  variables: FormationsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rank",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percentage",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reviewCount",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avgRating",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FormationsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FormationRank",
        "kind": "LinkedField",
        "name": "formations",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Formation",
            "kind": "LinkedField",
            "name": "formation",
            "plural": false,
            "selections": [
              (v4/*:: as any*/)
            ],
            "storageKey": null
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FormationsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FormationRank",
        "kind": "LinkedField",
        "name": "formations",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Formation",
            "kind": "LinkedField",
            "name": "formation",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5efa9abcf7a242ba078471dac140527d",
    "id": "b081d055110ca05c6569c16dd7eb994eb988a4dd426aef52822d796ed8088e7e",
    "metadata": {},
    "name": "FormationsRouteQuery",
    "operationKind": "query",
    "text": "query FormationsRouteQuery {\n  formations {\n    rank\n    percentage\n    reviewCount\n    avgRating\n    formation {\n      name\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6263dcbecbf77fcd00f1bab273a9ecf4";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
