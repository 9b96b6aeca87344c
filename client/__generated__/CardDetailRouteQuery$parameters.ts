/**
 * @generated SignedSource<<b8e2e2f02a84e5ad86d831aa19be07c6>>
 * @relayHash df1487edff98ff1a8ba4991f3b8f3f97
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7cf86ae5652885aa8c261946e257826e69e9a1b70f7ad044dfa186a8f27a33d6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CardDetailRouteQuery } from './CardDetailRouteQuery.graphql';

const node: PreloadableConcreteRequest<CardDetailRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7cf86ae5652885aa8c261946e257826e69e9a1b70f7ad044dfa186a8f27a33d6",
    "metadata": {},
    "name": "CardDetailRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
