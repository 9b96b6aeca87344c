import { graphql, useMutation } from "react-relay";
import type { useWatchCardMutation as WatchCard } from "../../__generated__/useWatchCardMutation.graphql";

/** Adds a card to the viewer's watchlist; the payload's card carries viewerWatches: true. */
export function useWatchCardMutation() {
  return useMutation<WatchCard>(graphql`
    mutation useWatchCardMutation($cardId: ID!) {
      watchCard(cardId: $cardId) {
        __typename
        ... on Error {
          message
        }
        ... on MutationWatchCardSuccess {
          data {
            card {
              id
              viewerWatches
            }
          }
        }
      }
    }
  `);
}
