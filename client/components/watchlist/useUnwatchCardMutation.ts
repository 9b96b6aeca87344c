import { graphql, useMutation } from "react-relay";
import type { useUnwatchCardMutation as UnwatchCard } from "../../__generated__/useUnwatchCardMutation.graphql";

/** Takes a card off the viewer's watchlist; the payload's card carries viewerWatches: false. */
export function useUnwatchCardMutation() {
  return useMutation<UnwatchCard>(graphql`
    mutation useUnwatchCardMutation($cardId: ID!) {
      unwatchCard(cardId: $cardId) {
        __typename
        ... on Error {
          message
        }
        ... on MutationUnwatchCardSuccess {
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
