import { graphql } from "react-relay";
import type { useResendVerificationMutation as ResendMutation } from "../../__generated__/useResendVerificationMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** E-mails a new verification code for this browser's attempt (its earlier code stops working). */
export function useResendVerificationMutation() {
  return useMutationPromise<ResendMutation>(graphql`
    mutation useResendVerificationMutation($email: String!, $signupToken: String) {
      resendVerification(email: $email, signupToken: $signupToken) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
}
