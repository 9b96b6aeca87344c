/**
 * @generated SignedSource<<ea4c65cfe4a9f75619e1dd8c38f0bd12>>
 * @relayHash 090d28cf73c9cb0771b0323311f634f9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 46fd70c0c6ed34aeb6a0646ca6edc972672015ca0c98e6b183fd6384b5ffaf59

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProfileRouteQuery } from './ProfileRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProfileRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "46fd70c0c6ed34aeb6a0646ca6edc972672015ca0c98e6b183fd6384b5ffaf59",
    "metadata": {},
    "name": "ProfileRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
