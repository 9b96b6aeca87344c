/**
 * @generated SignedSource<<4655429bceb04b3ca622034afa6af94c>>
 * @relayHash 57ac7eaaffce0b597f5b25fcb32a3956
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b3a8389b41a4340305940e184f65f4a15b0bf43877015d17e7ab19ce81a0e878

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PostRouteQuery } from './PostRouteQuery.graphql';

const node: PreloadableConcreteRequest<PostRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b3a8389b41a4340305940e184f65f4a15b0bf43877015d17e7ab19ce81a0e878",
    "metadata": {},
    "name": "PostRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
