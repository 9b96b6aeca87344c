/**
 * @generated SignedSource<<e894c14a4028e619be7d8d5103139c44>>
 * @relayHash a3889553eabb5f0e37202ccbf5e8314c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b57f6411e5fd2c5bcf3b5d67645672a489836dd41303023712dd79555f50f8c1

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CardDetailRouteQuery } from './CardDetailRouteQuery.graphql';

const node: PreloadableConcreteRequest<CardDetailRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b57f6411e5fd2c5bcf3b5d67645672a489836dd41303023712dd79555f50f8c1",
    "metadata": {},
    "name": "CardDetailRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
