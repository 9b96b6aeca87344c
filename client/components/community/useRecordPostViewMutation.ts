import { graphql } from "react-relay";
import type { useRecordPostViewMutation as RecordPostView } from "../../__generated__/useRecordPostViewMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Counts this page load as a view (the server counts one per visitor session). */
export function useRecordPostViewMutation() {
  return useMutationPromise<RecordPostView>(graphql`
    mutation useRecordPostViewMutation($id: ID!) {
      recordPostView(id: $id) {
        __typename
        ... on MutationRecordPostViewSuccess {
          data {
            post {
              id
              views
            }
          }
        }
      }
    }
  `);
}
