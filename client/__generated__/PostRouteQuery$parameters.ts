/**
 * @generated SignedSource<<5872e4778de85cd4a4345667e92894bc>>
 * @relayHash 4e16e1db32fb9e9ee67ffd143dd91531
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2b032f79d1f4be276fb6bf0d6202932a8436399f5d563d4dfcf0ddead1ac888a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PostRouteQuery } from './PostRouteQuery.graphql';

const node: PreloadableConcreteRequest<PostRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2b032f79d1f4be276fb6bf0d6202932a8436399f5d563d4dfcf0ddead1ac888a",
    "metadata": {},
    "name": "PostRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
