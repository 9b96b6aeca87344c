/**
 * @generated SignedSource<<a49dab0991cf201dd7c465e9fc8415f8>>
 * @relayHash 45bd116c61610dd89ea156a3b48a40fd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 74c8559190dea8b91fc65ca0931d855bf6b59b7eeff956ff1fc7b610922cd0d6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CompareRouteQuery } from './CompareRouteQuery.graphql';

const node: PreloadableConcreteRequest<CompareRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "74c8559190dea8b91fc65ca0931d855bf6b59b7eeff956ff1fc7b610922cd0d6",
    "metadata": {},
    "name": "CompareRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
