import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useToggleReviewLikeMutation as Mutation } from "../../__generated__/useToggleReviewLikeMutation.graphql";
import { REVIEW_MESSAGES } from "../../../domain/reviewMessages";

type Current = { likeCount: number; isLikedByCurrentUser: boolean };

/** Likes/unlikes with an optimistic count; resolves with the spec's message. */
export function useToggleReviewLikeMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useToggleReviewLikeMutation($reviewId: ID!) {
      toggleReviewLike(reviewId: $reviewId) {
        __typename
        ... on Error {
          message
        }
        ... on MutationToggleReviewLikeSuccess {
          data {
            isLiked
            likeCount
            review {
              id
              likeStatus {
                likeCount
                isLikedByCurrentUser
              }
            }
          }
        }
      }
    }
  `);
  const toggle = useCallback(
    (reviewId: string, current: Current) =>
      new Promise<string>((resolve, reject) => {
        const liked = !current.isLikedByCurrentUser;
        commit({
          variables: { reviewId },
          optimisticResponse: {
            toggleReviewLike: {
              __typename: "MutationToggleReviewLikeSuccess",
              data: {
                isLiked: liked,
                likeCount: current.likeCount + (liked ? 1 : -1),
                review: { id: reviewId, likeStatus: { likeCount: current.likeCount + (liked ? 1 : -1), isLikedByCurrentUser: liked } },
              },
            },
          },
          onCompleted: (r) => {
            const result = r.toggleReviewLike;
            if (result.__typename === "MutationToggleReviewLikeSuccess") resolve(result.data?.isLiked ? REVIEW_MESSAGES.liked : REVIEW_MESSAGES.unliked);
            else reject(new Error(result.__typename === "%other" ? REVIEW_MESSAGES.likeFailed : result.message));
          },
          onError: () => reject(new Error(REVIEW_MESSAGES.likeFailed)),
        });
      }),
    [commit],
  );
  return [toggle, inFlight] as const;
}
