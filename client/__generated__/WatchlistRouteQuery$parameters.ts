/**
 * @generated SignedSource<<6815a313d0587e72bf2587ebf8a45086>>
 * @relayHash 59ba5c7a7b26c59e6aa57c3054db921f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b3a6d95351512238e995242c38bc6e0680dc14fbdd1984f345f2126ac8e9fd6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { WatchlistRouteQuery } from './WatchlistRouteQuery.graphql';

const node: PreloadableConcreteRequest<WatchlistRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8b3a6d95351512238e995242c38bc6e0680dc14fbdd1984f345f2126ac8e9fd6",
    "metadata": {},
    "name": "WatchlistRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
