/**
 * @generated SignedSource<<caa0751297ccdff30f3c3b930cab7a49>>
 * @relayHash c4afb93e2b60696394517ea725be5c86
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 29457539e814d66731390b4acfdc634a2995a73f2bfbddc71b6df2cdc07a4bf9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RankingsRouteQuery } from './RankingsRouteQuery.graphql';

const node: PreloadableConcreteRequest<RankingsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "29457539e814d66731390b4acfdc634a2995a73f2bfbddc71b6df2cdc07a4bf9",
    "metadata": {},
    "name": "RankingsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
