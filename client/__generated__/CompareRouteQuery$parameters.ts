/**
 * @generated SignedSource<<e3f22c6a0c302bc877a2e48e66d4611f>>
 * @relayHash 4b6a27bcd3983c881909acf9a5ff9b2c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9af37f4017dd2ca543e5204cd89b02ed976f84ba1eb18a8047e5a87669646a09

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CompareRouteQuery } from './CompareRouteQuery.graphql';

const node: PreloadableConcreteRequest<CompareRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9af37f4017dd2ca543e5204cd89b02ed976f84ba1eb18a8047e5a87669646a09",
    "metadata": {},
    "name": "CompareRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
