/**
 * @generated SignedSource<<a8531955da0a8f84e92e5e24c959d2a1>>
 * @relayHash 0673f30b51190ac259205cc2dcff7a33
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed3c80c369ddfba5ee96b162f30684ced487b1cf02b675d54d582868f053d2c4

import { PreloadableConcreteRequest } from 'relay-runtime';
import { HomeRouteQuery } from './HomeRouteQuery.graphql';

const node: PreloadableConcreteRequest<HomeRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ed3c80c369ddfba5ee96b162f30684ced487b1cf02b675d54d582868f053d2c4",
    "metadata": {},
    "name": "HomeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
