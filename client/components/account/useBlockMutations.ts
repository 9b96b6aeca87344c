import { graphql } from "react-relay";
import type { useBlockMutationsBlockMutation as Block } from "../../__generated__/useBlockMutationsBlockMutation.graphql";
import type { useBlockMutationsUnblockMutation as Unblock } from "../../__generated__/useBlockMutationsUnblockMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** 차단: the payload updates the member's isBlockedByViewer, so every folded item on the page follows. */
export function useBlockMutation() {
  return useMutationPromise<Block>(graphql`
    mutation useBlockMutationsBlockMutation($id: ID!) {
      blockUser(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on MutationBlockUserSuccess {
          data {
            user {
              id
              isBlockedByViewer
            }
          }
        }
      }
    }
  `);
}

export function useUnblockMutation() {
  return useMutationPromise<Unblock>(graphql`
    mutation useBlockMutationsUnblockMutation($id: ID!) {
      unblockUser(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on MutationUnblockUserSuccess {
          data {
            user {
              id
              isBlockedByViewer
            }
          }
        }
      }
    }
  `);
}
