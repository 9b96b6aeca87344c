/**
 * @generated SignedSource<<152fca2c36d09ec739d7ddd3b6e15a08>>
 * @relayHash dee8d51cde6f0a841328f07473bb3080
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 00e27e2ff3a04719bfc3c078bd76b8fb845ba7659615b25dc1b84d63ca987598

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CardDetailRouteQuery } from './CardDetailRouteQuery.graphql';

const node: PreloadableConcreteRequest<CardDetailRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "00e27e2ff3a04719bfc3c078bd76b8fb845ba7659615b25dc1b84d63ca987598",
    "metadata": {},
    "name": "CardDetailRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
