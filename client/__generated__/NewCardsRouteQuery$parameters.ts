/**
 * @generated SignedSource<<656382022e6333f8a91ab8d2ff849918>>
 * @relayHash 6f80ad9e140a1c9f682690634d481338
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9dff54d8a8f4a143fbd04c670cf5af5cd5983799039922c6dbd27e8137965d15

import { PreloadableConcreteRequest } from 'relay-runtime';
import { NewCardsRouteQuery } from './NewCardsRouteQuery.graphql';

const node: PreloadableConcreteRequest<NewCardsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9dff54d8a8f4a143fbd04c670cf5af5cd5983799039922c6dbd27e8137965d15",
    "metadata": {},
    "name": "NewCardsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
