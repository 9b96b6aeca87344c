/**
 * @generated SignedSource<<902395d1554eb94d53ba20e223d30553>>
 * @relayHash 3a458a1e954f314d772ec0692142707f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aced9b66e9b41821620d3448e02b35eb592dbaa72db7914dd0a718004e7167fb

import { PreloadableConcreteRequest } from 'relay-runtime';
import { WriteRouteQuery } from './WriteRouteQuery.graphql';

const node: PreloadableConcreteRequest<WriteRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "aced9b66e9b41821620d3448e02b35eb592dbaa72db7914dd0a718004e7167fb",
    "metadata": {},
    "name": "WriteRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
