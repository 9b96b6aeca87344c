/**
 * @generated SignedSource<<a5f3ff97f771ab9f2187bfbf31ca392e>>
 * @relayHash 117ebe24c1aa9ce2f0e91df783aea9f9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 78b56b989c4b885e0887213afb5991558aa832750e61adce00803ac61fccee67

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChangePasswordRouteQuery } from './ChangePasswordRouteQuery.graphql';

const node: PreloadableConcreteRequest<ChangePasswordRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "78b56b989c4b885e0887213afb5991558aa832750e61adce00803ac61fccee67",
    "metadata": {},
    "name": "ChangePasswordRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
