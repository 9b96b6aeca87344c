import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useVoteReviewMutation as Mutation, ReviewVoteDirection } from "../../__generated__/useVoteReviewMutation.graphql";
import { REVIEW_MESSAGES } from "../../../domain/reviewMessages";

type Current = { voteCount: { up: number; down: number } };

/**
 * Votes up/down with an optimistic count; the payload also brings the card's recommendation
 * summary, so the panel follows without a reload. RateLimitedError within 24 h.
 */
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
            card {
              id
              reviewSummary {
                recommendation {
                  likes
                  dislikes
                  percent
                }
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
        commit({
          variables: { reviewId, type },
          // An updater, not a response: the card's summary is only known once the server answers.
          optimisticUpdater: (store) => {
            const status = store.get(reviewId)?.getLinkedRecord("voteStatus");
            const field = type === "up" ? "up" : "down";
            status?.getLinkedRecord("voteCount")?.setValue(current.voteCount[field] + 1, field);
            status?.setValue(type, "userVote");
            status?.setValue(false, "canVote");
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
