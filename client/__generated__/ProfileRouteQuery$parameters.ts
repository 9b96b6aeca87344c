/**
 * @generated SignedSource<<0a508a8a43049bb2c24a053b2a8ffbf3>>
 * @relayHash 09ca2ea9d4fc3f460b79c0e56b168708
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 19f673ad8ad30b0c860bbdaa972de2d73c5a914b7a70f3d8617ed0b866b50e8a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProfileRouteQuery } from './ProfileRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProfileRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "19f673ad8ad30b0c860bbdaa972de2d73c5a914b7a70f3d8617ed0b866b50e8a",
    "metadata": {},
    "name": "ProfileRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
