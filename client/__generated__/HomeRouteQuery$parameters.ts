/**
 * @generated SignedSource<<ca158bffd7acc353ff1e761aef5367c8>>
 * @relayHash 312199aad94ec2bf6114ce36e21fc998
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0746659d3363395b3d096c1d3d5a388cc37551f1de65f4ac1f6fdcc4901cd177

import { PreloadableConcreteRequest } from 'relay-runtime';
import { HomeRouteQuery } from './HomeRouteQuery.graphql';

const node: PreloadableConcreteRequest<HomeRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0746659d3363395b3d096c1d3d5a388cc37551f1de65f4ac1f6fdcc4901cd177",
    "metadata": {},
    "name": "HomeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
