import { graphql } from "react-relay";
import type { useVerifyRegistrationMutation as VerifyMutation } from "../../__generated__/useVerifyRegistrationMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Sign-up step 2: checks the e-mailed code; with signIn it also returns a session token. */
export function useVerifyRegistrationMutation() {
  return useMutationPromise<VerifyMutation>(graphql`
    mutation useVerifyRegistrationMutation($email: String!, $code: String!, $signupToken: String, $signIn: Boolean!) {
      verifyRegistration(email: $email, code: $code, signupToken: $signupToken, signIn: $signIn) {
        __typename
        ... on MutationVerifyRegistrationSuccess {
          data {
            token
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
