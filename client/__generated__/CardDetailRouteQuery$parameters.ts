/**
 * @generated SignedSource<<962059fe7bdccb194ffebdd6aed1b747>>
 * @relayHash f516227dd64c7a9b20a9ef5cd3824e19
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 191705696f3e668bb60923ef8fc1ced140acd90d7a476bb5b404e7f6aaf16fed

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CardDetailRouteQuery } from './CardDetailRouteQuery.graphql';

const node: PreloadableConcreteRequest<CardDetailRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "191705696f3e668bb60923ef8fc1ced140acd90d7a476bb5b404e7f6aaf16fed",
    "metadata": {},
    "name": "CardDetailRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
