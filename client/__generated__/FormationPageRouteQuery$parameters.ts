/**
 * @generated SignedSource<<783f89c9a0102efcfe2a11fd55718bed>>
 * @relayHash 8202024b9152ad66f12f046d4632a7c4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 82964b42fbb5a2de3c09d007ceb74a847b17b959e0d33f691f004bb3223c404d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { FormationPageRouteQuery } from './FormationPageRouteQuery.graphql';

const node: PreloadableConcreteRequest<FormationPageRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "82964b42fbb5a2de3c09d007ceb74a847b17b959e0d33f691f004bb3223c404d",
    "metadata": {},
    "name": "FormationPageRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
