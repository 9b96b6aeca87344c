/**
 * @generated SignedSource<<dfe0ad692d88b56566706ca8769eabcf>>
 * @relayHash 7671f4975e93b4777dcb5e0a182df075
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e59a3907484fb202ce38b72294681517d3eab250cf3bbd30e33d3a5035a9951a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UserRouteQuery } from './UserRouteQuery.graphql';

const node: PreloadableConcreteRequest<UserRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e59a3907484fb202ce38b72294681517d3eab250cf3bbd30e33d3a5035a9951a",
    "metadata": {},
    "name": "UserRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
