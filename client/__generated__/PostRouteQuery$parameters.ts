/**
 * @generated SignedSource<<3bbb67779ef55b28eefc267df15d9605>>
 * @relayHash f626fa936db9c781fc0ef5e6c5d725ac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f39bd0c4ec1a46544ebb16ac4e4776647e24c9475106e97a592b6d32ccbb00db

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PostRouteQuery } from './PostRouteQuery.graphql';

const node: PreloadableConcreteRequest<PostRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f39bd0c4ec1a46544ebb16ac4e4776647e24c9475106e97a592b6d32ccbb00db",
    "metadata": {},
    "name": "PostRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
