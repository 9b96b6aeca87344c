/**
 * @generated SignedSource<<05813de0dc976bdd0bd143cb26f7ee65>>
 * @relayHash e9a80c4e2c490c603357430aaaf91c38
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 32b32bc005986ca9bf43ab5bf70af53322f6ce63986d3977c10495de9eafa5eb

import { PreloadableConcreteRequest } from 'relay-runtime';
import { WatchlistRouteQuery } from './WatchlistRouteQuery.graphql';

const node: PreloadableConcreteRequest<WatchlistRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "32b32bc005986ca9bf43ab5bf70af53322f6ce63986d3977c10495de9eafa5eb",
    "metadata": {},
    "name": "WatchlistRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
