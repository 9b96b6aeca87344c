/**
 * @generated SignedSource<<1ee8e7cfe3ae8662bb778dc156206402>>
 * @relayHash c878e68a96ad5d0009244996ea5355f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f59e1460ec7810124a3f699a1c1de0de1febfcc40c76a7011bc44ea87e43657c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PostRouteQuery } from './PostRouteQuery.graphql';

const node: PreloadableConcreteRequest<PostRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f59e1460ec7810124a3f699a1c1de0de1febfcc40c76a7011bc44ea87e43657c",
    "metadata": {},
    "name": "PostRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
