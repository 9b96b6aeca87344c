import { graphql } from "react-relay";
import type { useLoginMutation as LoginMutation } from "../../__generated__/useLoginMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Login by username or e-mail; the result is a session or one of the typed outcomes. */
export function useLoginMutation() {
  return useMutationPromise<LoginMutation>(graphql`
    mutation useLoginMutation($username: String!, $password: String!) {
      login(username: $username, password: $password) {
        __typename
        ... on MutationLoginSuccess {
          data {
            token
            isTempPassword
          }
        }
        ... on VerificationRequiredError {
          email
          signupToken
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
