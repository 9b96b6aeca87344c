/**
 * @generated SignedSource<<fb16f24a5926fbe8205cdffee4bd94e0>>
 * @relayHash fa33bd0db8ac3b56f6425b5aeb7e2828
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c5ed151dc93476a0488837b8e31b114712f9502f79032fcf6f233f6bf6017aac

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyActivityRouteQuery } from './MyActivityRouteQuery.graphql';

const node: PreloadableConcreteRequest<MyActivityRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c5ed151dc93476a0488837b8e31b114712f9502f79032fcf6f233f6bf6017aac",
    "metadata": {},
    "name": "MyActivityRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
