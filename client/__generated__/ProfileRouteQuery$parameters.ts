/**
 * @generated SignedSource<<cdff12779810535cd707fa15da5e7516>>
 * @relayHash 5875c2c5bbf2b67aace170b8f0354ab8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 387a418078738cd8d8fe6eab4740a02fc0fe3f4f27f585fca2e5c91719c19fbf

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProfileRouteQuery } from './ProfileRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProfileRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "387a418078738cd8d8fe6eab4740a02fc0fe3f4f27f585fca2e5c91719c19fbf",
    "metadata": {},
    "name": "ProfileRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
