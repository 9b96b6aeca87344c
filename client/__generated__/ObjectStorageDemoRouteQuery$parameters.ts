/**
 * @generated SignedSource<<1972b35ac4ccc20d27aa70bce0f07c68>>
 * @relayHash b05d9c457ec3c1fc2bd7fef5cf094fad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7313df90ba30c96bcd7b683eaa19ce942219a44f41d5e2e9df6db05f8332b7a7

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ObjectStorageDemoRouteQuery } from './ObjectStorageDemoRouteQuery.graphql';

const node: PreloadableConcreteRequest<ObjectStorageDemoRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7313df90ba30c96bcd7b683eaa19ce942219a44f41d5e2e9df6db05f8332b7a7",
    "metadata": {},
    "name": "ObjectStorageDemoRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
