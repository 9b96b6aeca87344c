/**
 * @generated SignedSource<<23d6a88eb917916d1151af31c7fcaea9>>
 * @relayHash 12f1e938848e9ec471ac201202d5db2b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18ff6aab065b83b75ef977c470c2a0b60707553bb68b20657c4afb2e3b40a8ab

import { PreloadableConcreteRequest } from 'relay-runtime';
import { FormationTopRouteQuery } from './FormationTopRouteQuery.graphql';

const node: PreloadableConcreteRequest<FormationTopRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "18ff6aab065b83b75ef977c470c2a0b60707553bb68b20657c4afb2e3b40a8ab",
    "metadata": {},
    "name": "FormationTopRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
