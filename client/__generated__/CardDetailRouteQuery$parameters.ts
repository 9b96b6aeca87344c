/**
 * @generated SignedSource<<4d3e79cd8e019b5ecc0e40fbe39696a8>>
 * @relayHash b41334bc7e4102c4d1f77bb4a6ef746d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8f0b870f37fc8f944686ce94b7d819c9373075376b3aedbdf2647a9ca3e6a628

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CardDetailRouteQuery } from './CardDetailRouteQuery.graphql';

const node: PreloadableConcreteRequest<CardDetailRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8f0b870f37fc8f944686ce94b7d819c9373075376b3aedbdf2647a9ca3e6a628",
    "metadata": {},
    "name": "CardDetailRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
