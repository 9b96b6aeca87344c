/**
 * @generated SignedSource<<e2dd8311214bf777212d80c34b9694c5>>
 * @relayHash 5efa9abcf7a242ba078471dac140527d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b081d055110ca05c6569c16dd7eb994eb988a4dd426aef52822d796ed8088e7e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { FormationsRouteQuery } from './FormationsRouteQuery.graphql';

const node: PreloadableConcreteRequest<FormationsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b081d055110ca05c6569c16dd7eb994eb988a4dd426aef52822d796ed8088e7e",
    "metadata": {},
    "name": "FormationsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
