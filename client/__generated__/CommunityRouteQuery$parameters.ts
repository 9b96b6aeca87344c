/**
 * @generated SignedSource<<43be9a22e7023bb232753ff78931cb45>>
 * @relayHash 45d54e14ed6d69c793ec941a18f4140f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ecebdef6bf55ae1c850d0d8a99475ef0513023b1ab3bc05858c289e69626af32

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CommunityRouteQuery } from './CommunityRouteQuery.graphql';

const node: PreloadableConcreteRequest<CommunityRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ecebdef6bf55ae1c850d0d8a99475ef0513023b1ab3bc05858c289e69626af32",
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
