/**
 * @generated SignedSource<<411b476a5b7e7ce9c925248cde36f2c0>>
 * @relayHash 08f0b628f64fc1f6bffe5359e9c2159c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4be6d1136aa83d78ea39a3ff3c78b2a457c79e034732602c28d8f5ce658a025a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CardsRouteQuery } from './CardsRouteQuery.graphql';

const node: PreloadableConcreteRequest<CardsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4be6d1136aa83d78ea39a3ff3c78b2a457c79e034732602c28d8f5ce658a025a",
    "metadata": {},
    "name": "CardsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
