import { graphql } from "react-relay";
import type { useRequestPasswordResetMutation as ResetMutation } from "../../__generated__/useRequestPasswordResetMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Forgot password: e-mails a temporary password. */
export function useRequestPasswordResetMutation() {
  return useMutationPromise<ResetMutation>(graphql`
    mutation useRequestPasswordResetMutation($email: String!) {
      requestPasswordReset(email: $email) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
}
