import { graphql } from "react-relay";
import type { useRegisterMutation as RegisterMutation } from "../../__generated__/useRegisterMutation.graphql";
import { useMutationPromise } from "../../lib/useMutationPromise";

/** Sign-up step 1: creates the unverified account and e-mails a 6-digit code. */
export function useRegisterMutation() {
  return useMutationPromise<RegisterMutation>(graphql`
    mutation useRegisterMutation($email: String!, $nickname: String!, $password: String!) {
      register(email: $email, nickname: $nickname, password: $password) {
        __typename
        ... on MutationRegisterSuccess {
          data {
            email
            signupToken
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
