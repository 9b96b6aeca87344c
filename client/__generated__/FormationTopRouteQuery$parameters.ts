/**
 * @generated SignedSource<<63a7be516e1533be3661b2b18b678420>>
 * @relayHash cdd0e65c2ebba89183f552739765c6ed
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 344c707bc3b227ee43fdd5b60267e4bda110168466ad06f050999aba336c02da

import { PreloadableConcreteRequest } from 'relay-runtime';
import { FormationTopRouteQuery } from './FormationTopRouteQuery.graphql';

const node: PreloadableConcreteRequest<FormationTopRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "344c707bc3b227ee43fdd5b60267e4bda110168466ad06f050999aba336c02da",
    "metadata": {},
    "name": "FormationTopRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
