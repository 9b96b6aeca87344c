/**
 * @generated SignedSource<<51595ca4905b0fccb2d7d0687594294c>>
 * @relayHash fcf9f8dc9c1a188bea4feff42e2b1270
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3ef1e16bd3c5216a8d6d1d80891e4cce0ff121c54b2320eaade6898c1af2af80

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminRouteQuery } from './AdminRouteQuery.graphql';

const node: PreloadableConcreteRequest<AdminRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3ef1e16bd3c5216a8d6d1d80891e4cce0ff121c54b2320eaade6898c1af2af80",
    "metadata": {},
    "name": "AdminRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
