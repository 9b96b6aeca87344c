/**
 * @generated SignedSource<<d19f7922fa781f9966dd40c7cfe8e328>>
 * @relayHash 20fccb1d5d16485a6b2e082a49535ccf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6f1391c38d2a2d6fa18651b21401932ca2d12842f6c3259e5a2349274e5ca718

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CommunityRouteQuery } from './CommunityRouteQuery.graphql';

const node: PreloadableConcreteRequest<CommunityRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6f1391c38d2a2d6fa18651b21401932ca2d12842f6c3259e5a2349274e5ca718",
    "metadata": {
      "connection": [
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "posts"
          ]
        }
      ]
    },
    "name": "CommunityRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
