/**
 * @generated SignedSource<<97251cf642839dd8dc3e5e0ee7092373>>
 * @relayHash cf72d7ed0d6f86262296d249fc7e9462
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 84a56cb1e1ee8ca28b6befd2cc2c5215d6b5d9eb67466b95d0db4e73022d7fbc

import { PreloadableConcreteRequest } from 'relay-runtime';
import { FormationPageRouteQuery } from './FormationPageRouteQuery.graphql';

const node: PreloadableConcreteRequest<FormationPageRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "84a56cb1e1ee8ca28b6befd2cc2c5215d6b5d9eb67466b95d0db4e73022d7fbc",
    "metadata": {},
    "name": "FormationPageRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
