/**
 * @generated SignedSource<<4fd0201e9a60d84662186031c4185ab0>>
 * @relayHash d3b3e07c1ea2be7f4b83cf9f7da843d8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 348a460388d0d2f9ddf697cc6ddb1c3f6d17f8f32f13d33a00fa6e2c0f32aef7

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PopularCardsRouteQuery } from './PopularCardsRouteQuery.graphql';

const node: PreloadableConcreteRequest<PopularCardsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "348a460388d0d2f9ddf697cc6ddb1c3f6d17f8f32f13d33a00fa6e2c0f32aef7",
    "metadata": {},
    "name": "PopularCardsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
