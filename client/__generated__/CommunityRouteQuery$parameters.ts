/**
 * @generated SignedSource<<7150f386eed59b00a96f8fc3392536ff>>
 * @relayHash 188fdfa8d44ee3c82b36bf417b498496
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f6f2c9336ebb45e15ba8408b6eab9403423bfee6a0ad25db8b685a65f2aa7be8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CommunityRouteQuery } from './CommunityRouteQuery.graphql';

const node: PreloadableConcreteRequest<CommunityRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f6f2c9336ebb45e15ba8408b6eab9403423bfee6a0ad25db8b685a65f2aa7be8",
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
