/**
 * @generated SignedSource<<86e496fb4d113a747eb1c9e97ea0c121>>
 * @relayHash fd1bc56d463540a673d2fd3f0eb87f32
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b0244dd97633e41b4e20d179edd7dd63e8d19b51b38557d00a2b140c9ce43b8d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RankingsRouteQuery } from './RankingsRouteQuery.graphql';

const node: PreloadableConcreteRequest<RankingsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b0244dd97633e41b4e20d179edd7dd63e8d19b51b38557d00a2b140c9ce43b8d",
    "metadata": {},
    "name": "RankingsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
