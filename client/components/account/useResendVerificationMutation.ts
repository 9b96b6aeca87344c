import { graphql } from "react-relay";
import type { useResendVerificationMutation as ResendMutation } from "../../__generated__/useResendVerificationMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** E-mails a new verification code (earlier codes stop working). */
export function useResendVerificationMutation() {
  return useMutationPromise<ResendMutation>(graphql`
    mutation useResendVerificationMutation($email: String!) {
      resendVerification(email: $email) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
}
