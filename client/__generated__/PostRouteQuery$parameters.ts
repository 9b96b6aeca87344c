/**
 * @generated SignedSource<<db5386de018001a2c1fec808674d38d4>>
 * @relayHash 902cf936e16958553757ea70e28227d9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b515880b9eb1c0f0aec5abe87b56168969e5e20b4e3b53626ba2615822452160

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PostRouteQuery } from './PostRouteQuery.graphql';

const node: PreloadableConcreteRequest<PostRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b515880b9eb1c0f0aec5abe87b56168969e5e20b4e3b53626ba2615822452160",
    "metadata": {},
    "name": "PostRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
