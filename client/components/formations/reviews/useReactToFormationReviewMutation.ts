import { graphql } from "react-relay";
import type { useReactToFormationReviewMutation as Mutation } from "../../../__generated__/useReactToFormationReviewMutation.graphql";
import { useMutationPromise } from "../../../lib/useMutationPromise";

/** Likes or dislikes a formation review (toggle or switch); counts and the viewer's reaction follow. */
export function useReactToFormationReviewMutation() {
  return useMutationPromise<Mutation>(graphql`
    mutation useReactToFormationReviewMutation($id: ID!, $reaction: FormationReaction!) {
      reactToFormationReview(id: $id, reaction: $reaction) {
        __typename
        ... on Error {
          message
        }
        ... on MutationReactToFormationReviewSuccess {
          data {
            review {
              id
              likes
              dislikes
              viewerReaction
            }
          }
        }
      }
    }
  `);
}
