/**
 * @generated SignedSource<<804bf52ba805ee77e4494940a7627e05>>
 * @relayHash 716e7708bf5f1f3eb95478f5c924892e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a2ccc27da893a531544036638460d130affd2f63e1e4be82a91d969a738b80c1

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SquadBuilderRouteQuery } from './SquadBuilderRouteQuery.graphql';

const node: PreloadableConcreteRequest<SquadBuilderRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a2ccc27da893a531544036638460d130affd2f63e1e4be82a91d969a738b80c1",
    "metadata": {},
    "name": "SquadBuilderRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
