/**
 * @generated SignedSource<<da298aa7f84f88e942b0d31adb2a9f8d>>
 * @relayHash 4fe6c7907ffd53ee7bd17a69cbae7ee5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e1278c7841ca7f93ba335de793747bd9c95b70af2bba55d213dd6e3203d7c5ad

import { PreloadableConcreteRequest } from 'relay-runtime';
import { NewCardsRouteQuery } from './NewCardsRouteQuery.graphql';

const node: PreloadableConcreteRequest<NewCardsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e1278c7841ca7f93ba335de793747bd9c95b70af2bba55d213dd6e3203d7c5ad",
    "metadata": {},
    "name": "NewCardsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
