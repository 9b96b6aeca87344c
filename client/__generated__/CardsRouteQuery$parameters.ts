/**
 * @generated SignedSource<<84b107bda00135ea4ca1ecbb8b5ad958>>
 * @relayHash c499e1b77d0d9a3cef42d9d6770accbd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 836372740f04b02667d94771b106f39afe4904d76d14a5b43334ad9b8c2d4171

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CardsRouteQuery } from './CardsRouteQuery.graphql';

const node: PreloadableConcreteRequest<CardsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "836372740f04b02667d94771b106f39afe4904d76d14a5b43334ad9b8c2d4171",
    "metadata": {},
    "name": "CardsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
