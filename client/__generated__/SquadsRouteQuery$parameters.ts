/**
 * @generated SignedSource<<48b1b2219470e61171b2d2a60f61a5cf>>
 * @relayHash bc3a0d3bcf5fb0c435a75911a0dd28eb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a59f22c63ff155cb8efa9391a2d55d3e6f8e35b491274b93c9ab25941ab6ab33

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SquadsRouteQuery } from './SquadsRouteQuery.graphql';

const node: PreloadableConcreteRequest<SquadsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a59f22c63ff155cb8efa9391a2d55d3e6f8e35b491274b93c9ab25941ab6ab33",
    "metadata": {},
    "name": "SquadsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
