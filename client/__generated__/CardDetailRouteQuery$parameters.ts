/**
 * @generated SignedSource<<f1e59a845b54cfae2f124bdd9a852d60>>
 * @relayHash 58c5bdb22e5987d1aca48fa9a9ea7a89
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1ccd09109353c35f4790ee5b1dfae1869f695284c60426f8d310cd782163f67b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CardDetailRouteQuery } from './CardDetailRouteQuery.graphql';

const node: PreloadableConcreteRequest<CardDetailRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1ccd09109353c35f4790ee5b1dfae1869f695284c60426f8d310cd782163f67b",
    "metadata": {},
    "name": "CardDetailRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
