/**
 * @generated SignedSource<<8d5e784fd01d5dd3e3dacd6880cf9f86>>
 * @relayHash 1ad5ebf7c3b2f21e4c2f6e8baccd7b01
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 943387f2ace6da635b2041441a1ecd3b65088bc66fd6438d0800ceee8fe9c065

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PopularCardsRouteQuery } from './PopularCardsRouteQuery.graphql';

const node: PreloadableConcreteRequest<PopularCardsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "943387f2ace6da635b2041441a1ecd3b65088bc66fd6438d0800ceee8fe9c065",
    "metadata": {},
    "name": "PopularCardsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
