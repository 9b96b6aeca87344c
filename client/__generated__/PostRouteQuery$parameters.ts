/**
 * @generated SignedSource<<28e43b724479b56c0b477813a6e5d849>>
 * @relayHash 6d2c9d84b06f1eb017430a1fc6c6a9f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c43be4c2609692199b6c820e4c3cc9f0f863aad5bd78ddb4ebf7ecfe6821234b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PostRouteQuery } from './PostRouteQuery.graphql';

const node: PreloadableConcreteRequest<PostRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c43be4c2609692199b6c820e4c3cc9f0f863aad5bd78ddb4ebf7ecfe6821234b",
    "metadata": {},
    "name": "PostRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
