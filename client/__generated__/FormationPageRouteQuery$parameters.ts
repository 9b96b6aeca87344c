/**
 * @generated SignedSource<<2575fc3b0ecd34e6704d85f2297948eb>>
 * @relayHash 6e7473d34099b409a87292cbd684b80e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 957cc77c63f352d7e8224e8e589eddcbc8e712c65c771c44606f4bdc135f6d1a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { FormationPageRouteQuery } from './FormationPageRouteQuery.graphql';

const node: PreloadableConcreteRequest<FormationPageRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "957cc77c63f352d7e8224e8e589eddcbc8e712c65c771c44606f4bdc135f6d1a",
    "metadata": {},
    "name": "FormationPageRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
