/**
 * @generated SignedSource<<4178a3988a9010a6c15b0b06ccbc27f3>>
 * @relayHash 87a0dcae60772754a8e116d99408c5df
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5da24b1df8be85795903fdcdc91774d29c97a6e55a7ea2c7a074c574113b60eb

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PopularCardsRouteQuery } from './PopularCardsRouteQuery.graphql';

const node: PreloadableConcreteRequest<PopularCardsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5da24b1df8be85795903fdcdc91774d29c97a6e55a7ea2c7a074c574113b60eb",
    "metadata": {},
    "name": "PopularCardsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
