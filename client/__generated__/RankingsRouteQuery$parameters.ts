/**
 * @generated SignedSource<<510f4ea0c41f1b5297012d8f4d685cd8>>
 * @relayHash c7e5f9916a052d86a3de1e536dbfb464
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fac577d8473be27f1a8d26a59ca98659c267a863676aa94897517543adf62b97

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RankingsRouteQuery } from './RankingsRouteQuery.graphql';

const node: PreloadableConcreteRequest<RankingsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fac577d8473be27f1a8d26a59ca98659c267a863676aa94897517543adf62b97",
    "metadata": {},
    "name": "RankingsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
