/**
 * @generated SignedSource<<3e7faa83e35a1a2defa7528c00ce17d7>>
 * @relayHash 27a3c57ef62902520344231c132954ef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bf768d4848be2c709b5cbf428b19fbfb3cf7a47508ffc806c348a71815499a34

import { PreloadableConcreteRequest } from 'relay-runtime';
import { FormationPageRouteQuery } from './FormationPageRouteQuery.graphql';

const node: PreloadableConcreteRequest<FormationPageRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "bf768d4848be2c709b5cbf428b19fbfb3cf7a47508ffc806c348a71815499a34",
    "metadata": {},
    "name": "FormationPageRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
