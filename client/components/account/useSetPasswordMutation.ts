import { graphql } from "react-relay";
import type { useSetPasswordMutation as SetMutation } from "../../__generated__/useSetPasswordMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Change-password page: new password only (after a temporary-password or fresh login). */
export function useSetPasswordMutation() {
  return useMutationPromise<SetMutation>(graphql`
    mutation useSetPasswordMutation($newPassword: String!) {
      setPassword(newPassword: $newPassword) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
}
