import { useCallback } from "react";
import type { RecordSourceProxy } from "relay-runtime";
import { ACCOUNT_MESSAGES } from "../../../domain/accountMessages";
import { useUnwatchCardMutation } from "./useUnwatchCardMutation";
import { useWatchCardMutation } from "./useWatchCardMutation";

/**
 * Watches or unwatches a card (관심 선수). The heart flips at once on every tile showing the card
 * (an optimistic write to the Card record in the store) and rolls back if the server refuses;
 * resolves with the Korean error message, or null on success.
 */
export function useToggleCardWatch() {
  const [watch, watching] = useWatchCardMutation();
  const [unwatch, unwatching] = useUnwatchCardMutation();
  const toggle = useCallback(
    (cardId: string, watched: boolean) =>
      new Promise<string | null>((resolve) => {
        const optimisticUpdater = (store: RecordSourceProxy) => {
          store.get(cardId)?.setValue(!watched, "viewerWatches");
        };
        // The viewer's watchlist changed: a /watchlist already in the store is read again on its next visit.
        const updater = (store: RecordSourceProxy) => store.getRoot().getLinkedRecord("viewer")?.invalidateRecord();
        const done = (result: { __typename: string; message?: string } | undefined) =>
          resolve(!result ? ACCOUNT_MESSAGES.genericError : result.__typename.endsWith("Success") ? null : (result.message ?? ACCOUNT_MESSAGES.genericError));
        const onError = () => resolve(ACCOUNT_MESSAGES.genericError);
        if (watched) unwatch({ variables: { cardId }, optimisticUpdater, updater, onCompleted: (r) => done(r.unwatchCard), onError });
        else watch({ variables: { cardId }, optimisticUpdater, updater, onCompleted: (r) => done(r.watchCard), onError });
      }),
    [watch, unwatch],
  );
  return [toggle, watching || unwatching] as const;
}
