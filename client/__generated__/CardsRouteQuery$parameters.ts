/**
 * @generated SignedSource<<01d9402cafc39be50d215649358a8afd>>
 * @relayHash 952f8cebb71fb0d299b05aa6bc10ac36
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 267defcbd48a2ff58c33bd430f773266fb1b87ee4d6dc52d7c142f71323b8175

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CardsRouteQuery } from './CardsRouteQuery.graphql';

const node: PreloadableConcreteRequest<CardsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "267defcbd48a2ff58c33bd430f773266fb1b87ee4d6dc52d7c142f71323b8175",
    "metadata": {},
    "name": "CardsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
