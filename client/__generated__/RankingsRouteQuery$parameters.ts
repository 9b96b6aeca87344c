/**
 * @generated SignedSource<<b15677d57c7cb11e7456a7f37681b760>>
 * @relayHash 9311d9e454c38e70830f12a1db6607aa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9616c1ba78e149dde2613482bd0e6120a4b63e06bb9275c18171d0794c7a1190

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RankingsRouteQuery } from './RankingsRouteQuery.graphql';

const node: PreloadableConcreteRequest<RankingsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9616c1ba78e149dde2613482bd0e6120a4b63e06bb9275c18171d0794c7a1190",
    "metadata": {},
    "name": "RankingsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
