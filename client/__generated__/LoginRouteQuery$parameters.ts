/**
 * @generated SignedSource<<bef6fc9bc345fd4dc25fb8de9a565b0c>>
 * @relayHash 508ba9fee4bf835ebc53552c113f4314
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 07127902862ae46d048218cc1935e67953d4f95f6b83944da004e60c66d05576

import { PreloadableConcreteRequest } from 'relay-runtime';
import { LoginRouteQuery } from './LoginRouteQuery.graphql';

const node: PreloadableConcreteRequest<LoginRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "07127902862ae46d048218cc1935e67953d4f95f6b83944da004e60c66d05576",
    "metadata": {},
    "name": "LoginRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
