/**
 * @generated SignedSource<<5b5d85687966397c0691deea2c6fc4c1>>
 * @relayHash 8beddfdc85a14c409c22086672040d2e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0349e6e5a7112360b0293fd02492a6d359af0dd4b11f98d1be35016450fce392

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyActivityRouteQuery } from './MyActivityRouteQuery.graphql';

const node: PreloadableConcreteRequest<MyActivityRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0349e6e5a7112360b0293fd02492a6d359af0dd4b11f98d1be35016450fce392",
    "metadata": {},
    "name": "MyActivityRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
