/**
 * @generated SignedSource<<3a75b6afb93b6c10e2aa76a407cbade9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CardFacetFilters_facets$data = {
  readonly className: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly value: string;
  }>;
  readonly league: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly value: string;
  }>;
  readonly nation: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly value: string;
  }>;
  readonly team: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly value: string;
  }>;
  readonly " $fragmentType": "CardFacetFilters_facets";
};
export type CardFacetFilters_facets$key = {
  readonly " $data"?: CardFacetFilters_facets$data;
  readonly " $fragmentSpreads": FragmentRefs<"CardFacetFilters_facets">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CardFacetFilters_facets",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetCount",
      "kind": "LinkedField",
      "name": "className",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetCount",
      "kind": "LinkedField",
      "name": "team",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetCount",
      "kind": "LinkedField",
      "name": "league",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetCount",
      "kind": "LinkedField",
      "name": "nation",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "CardFacets",
  "abstractKey": null
};
})();

(node as any).hash = "d10ac07ab552daca8dfc391e7b034219";

export default node;
