import { graphql } from "react-relay";
import type { useTogglePostLikeMutation as TogglePostLike } from "../../__generated__/useTogglePostLikeMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Likes or unlikes a post; the payload updates likeStatus and likes in the store. */
export function useTogglePostLikeMutation() {
  return useMutationPromise<TogglePostLike>(graphql`
    mutation useTogglePostLikeMutation($id: ID!) {
      togglePostLike(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on MutationTogglePostLikeSuccess {
          data {
            post {
              id
              likes
              likeStatus {
                isLiked
                likeCount
              }
            }
          }
        }
      }
    }
  `);
}
