import { graphql } from "react-relay";
import type { useBoardReactionMutationsVotePostMutation as VotePost } from "../../__generated__/useBoardReactionMutationsVotePostMutation.graphql";
import type { useBoardReactionMutationsVoteCommentMutation as VoteComment } from "../../__generated__/useBoardReactionMutationsVoteCommentMutation.graphql";
import type { useBoardReactionMutationsScrapMutation as Scrap } from "../../__generated__/useBoardReactionMutationsScrapMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** 추천/비추천 of a post; the payload updates its counts and the viewer's vote in the store. */
export function useVotePostMutation() {
  return useMutationPromise<VotePost>(graphql`
    mutation useBoardReactionMutationsVotePostMutation($id: ID!, $kind: VoteKind!) {
      votePost(id: $id, kind: $kind) {
        __typename
        ... on Error {
          message
        }
        ... on MutationVotePostSuccess {
          data {
            post {
              id
              likes
              dislikes
              viewerVote
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

/** 추천/비추천 of a comment (its fold follows the counts). */
export function useVoteCommentMutation() {
  return useMutationPromise<VoteComment>(graphql`
    mutation useBoardReactionMutationsVoteCommentMutation($id: ID!, $kind: VoteKind!) {
      voteComment(id: $id, kind: $kind) {
        __typename
        ... on Error {
          message
        }
        ... on MutationVoteCommentSuccess {
          data {
            comment {
              id
              likes
              dislikes
              viewerVote
              isFolded
            }
          }
        }
      }
    }
  `);
}

/** 스크랩 of a post. */
export function useScrapMutation() {
  return useMutationPromise<Scrap>(graphql`
    mutation useBoardReactionMutationsScrapMutation($id: ID!) {
      togglePostScrap(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on MutationTogglePostScrapSuccess {
          data {
            post {
              id
              scrapCount
              viewerHasScrapped
            }
          }
        }
      }
    }
  `);
}
