/**
 * @generated SignedSource<<6f855f3baa4fd418f387a645ca8cae8c>>
 * @relayHash 5417c2d7ca70097cec955bea60f53666
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 16a6ff3c41d6e6d03f16d742176678a15103dcec0ce0a19b69a7de6444b285cf

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CardDetailRouteQuery } from './CardDetailRouteQuery.graphql';

const node: PreloadableConcreteRequest<CardDetailRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "16a6ff3c41d6e6d03f16d742176678a15103dcec0ce0a19b69a7de6444b285cf",
    "metadata": {},
    "name": "CardDetailRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
