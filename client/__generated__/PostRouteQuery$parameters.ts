/**
 * @generated SignedSource<<d288574b06cb2a60a6537f0c774493f5>>
 * @relayHash 5c245cd6e8802007a2fb23b35681dbe6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5333b20649f3d64beb8a41c2317b236e12e2f3b86e056a78b8f6c3b0911be7d5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PostRouteQuery } from './PostRouteQuery.graphql';

const node: PreloadableConcreteRequest<PostRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5333b20649f3d64beb8a41c2317b236e12e2f3b86e056a78b8f6c3b0911be7d5",
    "metadata": {},
    "name": "PostRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
