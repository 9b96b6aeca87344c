import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useUpdateNotificationSettingsMutation as UpdateSettings } from "../../__generated__/useUpdateNotificationSettingsMutation.graphql";
import type { NotificationSetting } from "../../../domain/notificationTypes";
import { ACCOUNT_MESSAGES } from "../../../domain/accountMessages";

/**
 * Switches one notification type on or off: the switch moves at once (optimistic) and the
 * payload's settings replace it; resolves with a Korean error message, or null.
 */
export function useUpdateNotificationSettingsMutation() {
  const [commit, inFlight] = useMutation<UpdateSettings>(graphql`
    mutation useUpdateNotificationSettingsMutation($input: NotificationSettingsInput!) {
      updateNotificationSettings(input: $input) {
        id
        ...NotificationSettingsPanel_user
      }
    }
  `);
  const update = useCallback(
    (userId: string, key: NotificationSetting, on: boolean) =>
      new Promise<string | null>((resolve) => {
        commit({
          variables: { input: { [key]: on } },
          optimisticUpdater: (store) => store.get(userId)?.getLinkedRecord("notificationSettings")?.setValue(on, key),
          onCompleted: (_response, errors) => resolve(errors?.length ? (errors[0].message || ACCOUNT_MESSAGES.genericError) : null),
          onError: () => resolve(ACCOUNT_MESSAGES.genericError),
        });
      }),
    [commit],
  );
  return [update, inFlight] as const;
}
