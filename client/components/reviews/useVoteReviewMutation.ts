import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useVoteReviewMutation as Mutation, ReviewVoteDirection } from "../../__generated__/useVoteReviewMutation.graphql";
import { REVIEW_MESSAGES } from "../../../domain/reviews";

type Current = { voteCount: { up: number; down: number } };

/** Votes up/down with an optimistic count; the server answers RateLimitedError within 24 h. */
export function useVoteReviewMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useVoteReviewMutation($reviewId: ID!, $type: ReviewVoteDirection!) {
      voteReview(reviewId: $reviewId, type: $type) {
        __typename
        ... on Error {
          message
        }
        ... on MutationVoteReviewSuccess {
          data {
            review {
              id
              voteStatus {
                voteCount {
                  up
                  down
                }
                userVote
                canVote
              }
            }
          }
        }
      }
    }
  `);
  const vote = useCallback(
    (reviewId: string, type: ReviewVoteDirection, current: Current) =>
      new Promise<void>((resolve, reject) => {
        const voteCount = { up: current.voteCount.up + (type === "up" ? 1 : 0), down: current.voteCount.down + (type === "down" ? 1 : 0) };
        commit({
          variables: { reviewId, type },
          optimisticResponse: {
            voteReview: {
              __typename: "MutationVoteReviewSuccess",
              data: { review: { id: reviewId, voteStatus: { voteCount, userVote: type, canVote: false } } },
            },
          },
          onCompleted: (r) => {
            const result = r.voteReview;
            if (result.__typename === "MutationVoteReviewSuccess") resolve();
            else reject(new Error(result.__typename === "%other" ? REVIEW_MESSAGES.voteFailed : result.message));
          },
          onError: () => reject(new Error(REVIEW_MESSAGES.voteFailed)),
        });
      }),
    [commit],
  );
  return [vote, inFlight] as const;
}
