/**
 * @generated SignedSource<<6214a7158b1c1d9ec6fdde9574f956a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewReplies_review$data = {
  readonly id: string;
  readonly replies: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly author: {
          readonly databaseId: number;
          readonly displayName: string;
        };
        readonly content: string;
        readonly createdAt: string;
        readonly databaseId: number;
        readonly id: string;
        readonly parentReplyDatabaseId: number | null | undefined;
      };
    }>;
  };
  readonly " $fragmentType": "ReviewReplies_review";
};
export type ReviewReplies_review$key = {
  readonly " $data"?: ReviewReplies_review$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewReplies_review">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewReplies_review",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "ReviewRepliesConnection",
      "kind": "LinkedField",
      "name": "replies",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ReviewRepliesConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ReviewReply",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "content",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "createdAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "parentReplyDatabaseId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "User",
                  "kind": "LinkedField",
                  "name": "author",
                  "plural": false,
                  "selections": [
                    (v1/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "displayName",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "replies(first:50)"
    }
  ],
  "type": "Review",
  "abstractKey": null
};
})();

(node as any).hash = "919c3b73ff3955c8bbbc9594f62761d2";

export default node;
