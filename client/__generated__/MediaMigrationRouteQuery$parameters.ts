/**
 * @generated SignedSource<<be62100a4959e0be4c5880f08da156d7>>
 * @relayHash 9870a9b1c6905290eecb8169cfb9dc77
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1cf8e29448828a3c4a05174d23d2668f897587ad1bd21ce630c6fdcc75ef52b5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MediaMigrationRouteQuery } from './MediaMigrationRouteQuery.graphql';

const node: PreloadableConcreteRequest<MediaMigrationRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1cf8e29448828a3c4a05174d23d2668f897587ad1bd21ce630c6fdcc75ef52b5",
    "metadata": {},
    "name": "MediaMigrationRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
