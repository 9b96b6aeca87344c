import { NOTIFICATION_SETTINGS, type NotificationSetting } from "../../../domain/notificationTypes";
import { builder } from "../../graphql/builder";
import { requireViewer } from "../../core/guards";
import { getNotificationSettings, updateNotificationSettings } from "./notificationSettings.service";

type Settings = Record<NotificationSetting, boolean>;

const NotificationSettingsRef = builder.objectRef<Settings>("NotificationSettings").implement({
  description: "Which notification types the viewer receives (domain/notificationTypes.ts); every type is on until switched off.",
  fields: (t) => Object.fromEntries(NOTIFICATION_SETTINGS.map((s) => [s.key, t.exposeBoolean(s.key, { description: s.label })])),
});

const NotificationSettingsInput = builder.inputType("NotificationSettingsInput", {
  description: "The types to switch on (true) or off (false); types left out keep their setting.",
  fields: (t) => Object.fromEntries(NOTIFICATION_SETTINGS.map((s) => [s.key, t.boolean({ description: s.label })])),
});

builder.prismaObjectField("User", "notificationSettings", (t) =>
  t.field({
    type: NotificationSettingsRef,
    nullable: true,
    description: "The user's notification settings; null unless this is the viewer.",
    resolve: (user, _args, ctx) => (ctx.viewer?.id === user.id ? getNotificationSettings(ctx) : null),
  }),
);

builder.mutationField("updateNotificationSettings", (t) =>
  t.prismaField({
    type: "User",
    description: "Switches notification types on or off for the viewer; returns the viewer with every setting.",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: NotificationSettingsInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      // GraphQL sends null for a field left out: only the given ones change.
      const given = Object.fromEntries(Object.entries(args.input).filter(([, v]) => typeof v === "boolean"));
      await updateNotificationSettings(ctx, given);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: requireViewer(ctx).id } });
    },
  }),
);
