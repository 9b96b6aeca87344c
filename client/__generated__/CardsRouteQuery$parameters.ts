/**
 * @generated SignedSource<<d3a4730974f4449767ef52494fc9ad38>>
 * @relayHash 8a471c7c8fa0e564c602165737986a7b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1a5638118b76524c67a5e09a9c9145cd828133dab99217c3719a7842e17f467b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CardsRouteQuery } from './CardsRouteQuery.graphql';

const node: PreloadableConcreteRequest<CardsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1a5638118b76524c67a5e09a9c9145cd828133dab99217c3719a7842e17f467b",
    "metadata": {},
    "name": "CardsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
