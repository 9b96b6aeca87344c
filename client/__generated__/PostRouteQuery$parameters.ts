/**
 * @generated SignedSource<<93c919dfa576828abe46a91244934f0b>>
 * @relayHash 9a60f246fdab1fe3d382886b46230bd2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 26e3cecd1dd72bc9d3a346218dedbd12426f20c5057ed64892ca9e90ad4c3200

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PostRouteQuery } from './PostRouteQuery.graphql';

const node: PreloadableConcreteRequest<PostRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "26e3cecd1dd72bc9d3a346218dedbd12426f20c5057ed64892ca9e90ad4c3200",
    "metadata": {},
    "name": "PostRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
