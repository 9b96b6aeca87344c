/**
 * @generated SignedSource<<d3340abd598f46e0a4342ec39f97c582>>
 * @relayHash 1321a14442dccbcdac954f5192bfa91d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18cc5e4815a706eac1c3eea3d9efbe58f64ad6ceb4ef81194533dbbe4a6805d0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProfileRouteQuery } from './ProfileRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProfileRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "18cc5e4815a706eac1c3eea3d9efbe58f64ad6ceb4ef81194533dbbe4a6805d0",
    "metadata": {},
    "name": "ProfileRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
