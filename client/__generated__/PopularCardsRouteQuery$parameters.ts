/**
 * @generated SignedSource<<0aebf6b3fd5d9ace452857c3f2b83918>>
 * @relayHash 10904d4fa56c5224cb11afad5df7b07b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c210a21f619f0cbdf2e227abce2a072b6fabf6226e9c2db970734bfa4bf4ef12

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PopularCardsRouteQuery } from './PopularCardsRouteQuery.graphql';

const node: PreloadableConcreteRequest<PopularCardsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c210a21f619f0cbdf2e227abce2a072b6fabf6226e9c2db970734bfa4bf4ef12",
    "metadata": {},
    "name": "PopularCardsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
