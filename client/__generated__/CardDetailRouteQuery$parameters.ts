/**
 * @generated SignedSource<<131213355ceaa64d538c2f51db0761a4>>
 * @relayHash f6576cbb3e242d0d28e45293f5b3dbb4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bae98ccad18a55981d83d8e6344c0babdd4482d77365d8505877758fc2e618df

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CardDetailRouteQuery } from './CardDetailRouteQuery.graphql';

const node: PreloadableConcreteRequest<CardDetailRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "bae98ccad18a55981d83d8e6344c0babdd4482d77365d8505877758fc2e618df",
    "metadata": {},
    "name": "CardDetailRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
