/**
 * @generated SignedSource<<6159a0bc41d887a8c7dfc9d1b43b1711>>
 * @relayHash d43e612148cc5b14a427332738487448
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cf225ed22f27af95931b56192b5906c5978e7edd027cd834e51be13da0a76807

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SquadRouteQuery } from './SquadRouteQuery.graphql';

const node: PreloadableConcreteRequest<SquadRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cf225ed22f27af95931b56192b5906c5978e7edd027cd834e51be13da0a76807",
    "metadata": {},
    "name": "SquadRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
