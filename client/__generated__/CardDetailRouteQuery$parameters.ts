/**
 * @generated SignedSource<<d181e68ab425b7363376d48124d2119c>>
 * @relayHash dbc2391bc4029c2c794a498cf68b98b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea5186b6cfb2deb5931da5dcf120c73de4104fbd7e38257273bea69abe693e81

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CardDetailRouteQuery } from './CardDetailRouteQuery.graphql';

const node: PreloadableConcreteRequest<CardDetailRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ea5186b6cfb2deb5931da5dcf120c73de4104fbd7e38257273bea69abe693e81",
    "metadata": {},
    "name": "CardDetailRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
