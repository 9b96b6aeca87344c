import { graphql } from "react-relay";
import type { useChangePasswordMutation as ChangeMutation } from "../../__generated__/useChangePasswordMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Profile dialog: current + new + confirmation; the server ends the other sessions. */
export function useChangePasswordMutation() {
  return useMutationPromise<ChangeMutation>(graphql`
    mutation useChangePasswordMutation($currentPassword: String!, $newPassword: String!, $confirmPassword: String!) {
      changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
}
