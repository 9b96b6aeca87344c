/**
 * @generated SignedSource<<ab8ffb70c8f4b149348f115b021aca28>>
 * @relayHash f26e55fb13de0ad194d34e3603d7f99f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9256f46f620ce63e54b1cca67a7b2e3f39dae9d303b1b5235839caa3d791d4b2

import { PreloadableConcreteRequest } from 'relay-runtime';
import { NewCardsRouteQuery } from './NewCardsRouteQuery.graphql';

const node: PreloadableConcreteRequest<NewCardsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9256f46f620ce63e54b1cca67a7b2e3f39dae9d303b1b5235839caa3d791d4b2",
    "metadata": {},
    "name": "NewCardsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
