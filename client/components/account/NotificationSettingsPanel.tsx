import styled from "@emotion/styled";
import { graphql, useFragment } from "react-relay";
import type { NotificationSettingsPanel_user$key } from "../../__generated__/NotificationSettingsPanel_user.graphql";
import { NOTIFICATION_SETTINGS } from "../../../domain/notificationTypes";
import { useToast } from "../ui/Toast";
import { useUpdateNotificationSettingsMutation } from "./useUpdateNotificationSettingsMutation";

// The switches are read by key from NOTIFICATION_SETTINGS, which the lint rule cannot follow.
/* eslint-disable relay/unused-fields */
/** The profile's notification switches, one per type (domain/notificationTypes.ts). */
export function NotificationSettingsPanel({ userRef }: { userRef: NotificationSettingsPanel_user$key }) {
  const user = useFragment(
    graphql`
      fragment NotificationSettingsPanel_user on User {
        id
        notificationSettings {
          comment
          reply
          mention
          like
          watchReview
          watchStats
          watchVersion
        }
      }
    `,
    userRef,
  );
  /* eslint-enable relay/unused-fields */
  const toast = useToast();
  const [update] = useUpdateNotificationSettingsMutation();
  const settings = user.notificationSettings;
  if (!settings) return null;
  return (
    <List>
      {NOTIFICATION_SETTINGS.map(({ key, label }) => (
        <Row key={key}>
          <span id={`notification-setting-${key}`}>{label}</span>
          <Switch
            type="button"
            role="switch"
            aria-checked={settings[key]}
            aria-labelledby={`notification-setting-${key}`}
            data-testid={`notification-setting-${key}`}
            onClick={async () => {
              const error = await update(user.id, key, !settings[key]);
              if (error) toast({ title: "오류", text: error, tone: "error" });
            }}
          >
            <Knob />
          </Switch>
        </Row>
      ))}
    </List>
  );
}

const List = styled.ul({ display: "grid", listStyle: "none", padding: 0, margin: 0 });
const Row = styled.li(({ theme }) => ({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: theme.space(3),
  padding: theme.space(2.5, 0),
  borderBottom: `1px solid ${theme.colors.border}`,
  fontSize: theme.fontSizes.sm,
  "&:last-of-type": { borderBottom: "none" },
}));
const Switch = styled.button(({ theme }) => ({
  position: "relative",
  flexShrink: 0,
  width: "46px",
  height: "26px",
  padding: 0,
  border: "none",
  borderRadius: theme.radii.pill,
  background: theme.colors.surfaceRaised,
  cursor: "pointer",
  transition: `background ${theme.motion.fast}`,
  "&[aria-checked=true]": { background: theme.colors.primary },
  "&[aria-checked=true] > span": { transform: "translateX(20px)" },
}));
const Knob = styled.span(({ theme }) => ({
  position: "absolute",
  top: "3px",
  left: "3px",
  width: "20px",
  height: "20px",
  borderRadius: theme.radii.pill,
  background: theme.colors.text,
  transition: `transform ${theme.motion.fast}`,
}));
