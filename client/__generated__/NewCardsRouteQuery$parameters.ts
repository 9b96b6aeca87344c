/**
 * @generated SignedSource<<ab88489fa9d37d070ad57fe425f552a7>>
 * @relayHash 16618bd2859cce408edfe51a27a84b85
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 988752562efc32dac703e6580ed826df0b3a00c886dc442430648ef53d29cb33

import { PreloadableConcreteRequest } from 'relay-runtime';
import { NewCardsRouteQuery } from './NewCardsRouteQuery.graphql';

const node: PreloadableConcreteRequest<NewCardsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "988752562efc32dac703e6580ed826df0b3a00c886dc442430648ef53d29cb33",
    "metadata": {},
    "name": "NewCardsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
