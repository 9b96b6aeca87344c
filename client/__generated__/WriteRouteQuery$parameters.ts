/**
 * @generated SignedSource<<9650835aafefdfddf58d564c898e21c3>>
 * @relayHash 269d8957281fb0d06810c71a1130e453
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4dc50e404316f9109d97a58249105980b45db756c3785af4db1fb0a3f7eb3c99

import { PreloadableConcreteRequest } from 'relay-runtime';
import { WriteRouteQuery } from './WriteRouteQuery.graphql';

const node: PreloadableConcreteRequest<WriteRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4dc50e404316f9109d97a58249105980b45db756c3785af4db1fb0a3f7eb3c99",
    "metadata": {},
    "name": "WriteRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
