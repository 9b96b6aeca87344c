/**
 * @generated SignedSource<<3a9afccbd84f9a1a723c0c268407233d>>
 * @relayHash 0f8c53af79a0f2ebbacfee7b2173ff10
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 42f6653a18161a0ce816bc7d2e5ccdb80b850b05d98a45c381b2ba554e8a2029

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CardDetailRouteQuery } from './CardDetailRouteQuery.graphql';

const node: PreloadableConcreteRequest<CardDetailRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "42f6653a18161a0ce816bc7d2e5ccdb80b850b05d98a45c381b2ba554e8a2029",
    "metadata": {},
    "name": "CardDetailRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
