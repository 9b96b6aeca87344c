/**
 * @generated SignedSource<<d366b8d45185f002a048bbe0f64b6f8b>>
 * @relayHash a89962f84a979b2aa05a52c4b86bb585
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 45264f2d2b4a766d68bd94a46ee0b94c26163bcf7d68f158eba81211e938e8ed

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CardsRouteQuery } from './CardsRouteQuery.graphql';

const node: PreloadableConcreteRequest<CardsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "45264f2d2b4a766d68bd94a46ee0b94c26163bcf7d68f158eba81211e938e8ed",
    "metadata": {},
    "name": "CardsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
