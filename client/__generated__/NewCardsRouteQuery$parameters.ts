/**
 * @generated SignedSource<<f2eb49f7f306e6a370fe62265acb69e0>>
 * @relayHash 252720efded5118d799cdd827041168e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9054bef557d78be6453b1b535f7df3b6dfdaf8ee3f3f10f0f478c318a06744ac

import { PreloadableConcreteRequest } from 'relay-runtime';
import { NewCardsRouteQuery } from './NewCardsRouteQuery.graphql';

const node: PreloadableConcreteRequest<NewCardsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9054bef557d78be6453b1b535f7df3b6dfdaf8ee3f3f10f0f478c318a06744ac",
    "metadata": {},
    "name": "NewCardsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
