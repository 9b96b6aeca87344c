/**
 * @generated SignedSource<<d7e692be9edbec468bc781c9fd4b5383>>
 * @relayHash 087775ffdfe41e7ee32869e1ef141dd0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ecc4812472cedb7cbecca7555ae927a38f9346aaafd04eba60fca5157fecc1b0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SquadsRouteQuery } from './SquadsRouteQuery.graphql';

const node: PreloadableConcreteRequest<SquadsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ecc4812472cedb7cbecca7555ae927a38f9346aaafd04eba60fca5157fecc1b0",
    "metadata": {},
    "name": "SquadsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
