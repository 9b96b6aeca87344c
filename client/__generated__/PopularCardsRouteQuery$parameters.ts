/**
 * @generated SignedSource<<5c221f03f4b0f628261b74cbb9548221>>
 * @relayHash 0faa6128aa8d1f8cea03c3db09a8419a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9b02fe973bfbac036e40eea17d1e4b67250e45f3d5a5ae60c20a5378d8aa8914

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PopularCardsRouteQuery } from './PopularCardsRouteQuery.graphql';

const node: PreloadableConcreteRequest<PopularCardsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9b02fe973bfbac036e40eea17d1e4b67250e45f3d5a5ae60c20a5378d8aa8914",
    "metadata": {},
    "name": "PopularCardsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
