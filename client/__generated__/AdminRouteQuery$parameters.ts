/**
 * @generated SignedSource<<95eeff90b82b9162df5c2bd6e96442ea>>
 * @relayHash d228594f99586c8ffec4fd498d28078c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 61387341e99f95c5d1b758bcee596027bc3863ca67140c70cad2414a1f719346

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminRouteQuery } from './AdminRouteQuery.graphql';

const node: PreloadableConcreteRequest<AdminRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "61387341e99f95c5d1b758bcee596027bc3863ca67140c70cad2414a1f719346",
    "metadata": {},
    "name": "AdminRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
