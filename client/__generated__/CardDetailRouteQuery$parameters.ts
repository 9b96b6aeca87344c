/**
 * @generated SignedSource<<48be56b3dbc51da456457a49f12bf355>>
 * @relayHash 09d2b0f6375fadd88fbc51b9479372d1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4fb242f0972db25b698ca2be5f3d3602c7976c67eb089232a08d4b2a8ac3ebf1

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CardDetailRouteQuery } from './CardDetailRouteQuery.graphql';

const node: PreloadableConcreteRequest<CardDetailRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4fb242f0972db25b698ca2be5f3d3602c7976c67eb089232a08d4b2a8ac3ebf1",
    "metadata": {},
    "name": "CardDetailRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
