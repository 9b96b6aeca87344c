/**
 * @generated SignedSource<<8356ed5159316936c3cd4661217f2bd7>>
 * @relayHash ebd18b1fdf277d5aa530b610369b74e8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 985520dd92babb3bbc1e9120d729dcec8228ef5ecaec6c0c1ba97a1da8ee0f64

import { PreloadableConcreteRequest } from 'relay-runtime';
import { HomeRouteQuery } from './HomeRouteQuery.graphql';

const node: PreloadableConcreteRequest<HomeRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "985520dd92babb3bbc1e9120d729dcec8228ef5ecaec6c0c1ba97a1da8ee0f64",
    "metadata": {},
    "name": "HomeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
