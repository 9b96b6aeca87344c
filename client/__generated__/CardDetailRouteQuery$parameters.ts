/**
 * @generated SignedSource<<5fd67e86d8509b3a354ba2a0c56bdd3c>>
 * @relayHash ba308202153095fe0e800bf1db96e2b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0cacfd6f8d6f9004046d0c8a8be2ff68924413d650688006fc8fb4d7da6113c3

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CardDetailRouteQuery } from './CardDetailRouteQuery.graphql';

const node: PreloadableConcreteRequest<CardDetailRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0cacfd6f8d6f9004046d0c8a8be2ff68924413d650688006fc8fb4d7da6113c3",
    "metadata": {},
    "name": "CardDetailRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
