/**
 * @generated SignedSource<<1d7107df7ec1cf588094e34bc0a1f747>>
 * @relayHash e9d1408afd6df06b0c21e38e32ab5f7f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ff60386d00221eece6879e058fc70ca1aac829321cd9901dc85d110cc3a7f911

import { PreloadableConcreteRequest } from 'relay-runtime';
import { HomeRouteQuery } from './HomeRouteQuery.graphql';

const node: PreloadableConcreteRequest<HomeRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ff60386d00221eece6879e058fc70ca1aac829321cd9901dc85d110cc3a7f911",
    "metadata": {},
    "name": "HomeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
