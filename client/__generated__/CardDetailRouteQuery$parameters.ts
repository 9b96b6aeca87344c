/**
 * @generated SignedSource<<8ef8b91cfa7f8c76ddb2f78751fa7b63>>
 * @relayHash 7e3a794f4628eefba69e0cab60ff82e8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dec712f9a07b8f1cc695876420830b5b720e4fa4790add707a81f0452f3239d9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CardDetailRouteQuery } from './CardDetailRouteQuery.graphql';

const node: PreloadableConcreteRequest<CardDetailRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "dec712f9a07b8f1cc695876420830b5b720e4fa4790add707a81f0452f3239d9",
    "metadata": {},
    "name": "CardDetailRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
