import { graphql } from "react-relay";
import type { useDeleteFormationReviewCommentMutation as Mutation } from "../../../__generated__/useDeleteFormationReviewCommentMutation.graphql";
import { useMutationPromise } from "../../../lib/useMutationPromise";

/** Deletes a comment and its replies (author or admin); the thread and the count follow. */
export function useDeleteFormationReviewCommentMutation() {
  return useMutationPromise<Mutation>(graphql`
    mutation useDeleteFormationReviewCommentMutation($id: ID!, $connections: [ID!]!) {
      deleteFormationReviewComment(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on MutationDeleteFormationReviewCommentSuccess {
          data {
            deletedIds @deleteEdge(connections: $connections)
            parent {
              id
              ...FormationReviewComment_comment
            }
            review {
              id
              commentCount
            }
          }
        }
      }
    }
  `);
}
