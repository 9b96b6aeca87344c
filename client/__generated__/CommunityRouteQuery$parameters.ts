/**
 * @generated SignedSource<<d5e614052e46579ed34bb9f44ebf4369>>
 * @relayHash 8a3fd35f07d6c4827f7aaf211d5a337b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b84b74fe6048767282f1d6288eaa974f607a32ef6dd13f9cac0da2a5f68c1157

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CommunityRouteQuery } from './CommunityRouteQuery.graphql';

const node: PreloadableConcreteRequest<CommunityRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b84b74fe6048767282f1d6288eaa974f607a32ef6dd13f9cac0da2a5f68c1157",
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
