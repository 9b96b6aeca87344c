/**
 * @generated SignedSource<<0d6c108ecff7f71972448069e558702a>>
 * @relayHash 533984dce855dbf9a0e6ede709b239fc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6dd0eaa8836be108af4b4f0a4da0b0b5859c9ec869e6fbf63cf27a4873239d1d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CardDetailRouteQuery } from './CardDetailRouteQuery.graphql';

const node: PreloadableConcreteRequest<CardDetailRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6dd0eaa8836be108af4b4f0a4da0b0b5859c9ec869e6fbf63cf27a4873239d1d",
    "metadata": {},
    "name": "CardDetailRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
