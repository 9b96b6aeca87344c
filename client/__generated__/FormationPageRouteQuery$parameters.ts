/**
 * @generated SignedSource<<18e24bab59de8ed0124969f997e1f74f>>
 * @relayHash 2c876d87394b6ff4f34d4b8345106051
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b95d4df1ef7e518a19ef44c0839bad7918ae217e7d0d5ff29c916891a99adae6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { FormationPageRouteQuery } from './FormationPageRouteQuery.graphql';

const node: PreloadableConcreteRequest<FormationPageRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b95d4df1ef7e518a19ef44c0839bad7918ae217e7d0d5ff29c916891a99adae6",
    "metadata": {},
    "name": "FormationPageRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
