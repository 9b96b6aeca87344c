/**
 * @generated SignedSource<<72ed2da20baf8df6e08aa04873c55207>>
 * @relayHash 0b2caee700cae8b9f5d764ff448f183b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fe69bbce28ddc5053b3313b2c1fece66c38e264ed859544e7461757ca1b361f3

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CardDetailRouteQuery } from './CardDetailRouteQuery.graphql';

const node: PreloadableConcreteRequest<CardDetailRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fe69bbce28ddc5053b3313b2c1fece66c38e264ed859544e7461757ca1b361f3",
    "metadata": {},
    "name": "CardDetailRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
