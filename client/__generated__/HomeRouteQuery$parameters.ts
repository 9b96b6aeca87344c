/**
 * @generated SignedSource<<9705a8584ca05f4400247ee0ceffa4d4>>
 * @relayHash 6780017550753d58ee9e84ea69f5553c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 229aba60fd4a2e80216f6b46874814e4affa0c69d75fe83968131f51c6bb4de0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { HomeRouteQuery } from './HomeRouteQuery.graphql';

const node: PreloadableConcreteRequest<HomeRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "229aba60fd4a2e80216f6b46874814e4affa0c69d75fe83968131f51c6bb4de0",
    "metadata": {},
    "name": "HomeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
