/**
 * @generated SignedSource<<32f540a708144d1c47abc8c379ea27a0>>
 * @relayHash fcc936dc7bdf8aa6440022352c45f34c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f7bb05e8795f02cda74fe980fee712c92bee27e275db596eeb6b1e46c58b0657

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CardDetailRouteQuery } from './CardDetailRouteQuery.graphql';

const node: PreloadableConcreteRequest<CardDetailRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f7bb05e8795f02cda74fe980fee712c92bee27e275db596eeb6b1e46c58b0657",
    "metadata": {},
    "name": "CardDetailRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
