/**
 * @generated SignedSource<<149935a27f0f21d1ea1d09b2f37a58b9>>
 * @relayHash 3007ec5e010390b4cbc4de0d24b79367
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c8cba73a337a8c883fc0f2592029e74c99673bff3320f156b4afe062de9cadba

import { PreloadableConcreteRequest } from 'relay-runtime';
import { FormationPageRouteQuery } from './FormationPageRouteQuery.graphql';

const node: PreloadableConcreteRequest<FormationPageRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c8cba73a337a8c883fc0f2592029e74c99673bff3320f156b4afe062de9cadba",
    "metadata": {},
    "name": "FormationPageRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
