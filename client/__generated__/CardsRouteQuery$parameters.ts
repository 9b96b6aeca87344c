/**
 * @generated SignedSource<<2fba61512465c5882f90d526eaada32f>>
 * @relayHash bac3c744c4083f53788936b8b8d65ea6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7e7ec36b637f953d7ba18c6338606b6b76df62c7baf82fe4ac5ff2645a0d9b8a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CardsRouteQuery } from './CardsRouteQuery.graphql';

const node: PreloadableConcreteRequest<CardsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7e7ec36b637f953d7ba18c6338606b6b76df62c7baf82fe4ac5ff2645a0d9b8a",
    "metadata": {},
    "name": "CardsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
