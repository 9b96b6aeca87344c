import { useCallback } from "react";
import { useMutation, type GraphQLTaggedNode } from "react-relay";
import type { MutationParameters, SelectorStoreUpdater } from "relay-runtime";
import { ACCOUNT_MESSAGES } from "../../domain/accountMessages";

/**
 * `useMutation` as a promise: resolves with the response (typed errors included, they are data),
 * rejects with a Korean message on network or server failure.
 */
export function useMutationPromise<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit, inFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T["variables"], updater?: SelectorStoreUpdater<T["response"]>) =>
      new Promise<T["response"]>((resolve, reject) => {
        commit({
          variables,
          updater,
          onCompleted: (response, errors) => {
            if (errors?.length) reject(new Error(errors[0].message || ACCOUNT_MESSAGES.genericError));
            else resolve(response);
          },
          onError: () => reject(new Error(ACCOUNT_MESSAGES.genericError)),
        });
      }),
    [commit],
  );
  return [run, inFlight] as const;
}

/** The Korean message of a typed error result, or null for success. */
export function errorMessage(result: { __typename: string; message?: string | null } | null | undefined): string | null {
  if (!result) return ACCOUNT_MESSAGES.genericError;
  if (result.__typename.endsWith("Success")) return null;
  return result.message ?? ACCOUNT_MESSAGES.genericError;
}
