import { NOTIFICATION_SETTING_KEYS, notificationSettingsInputSchema, settingsFromMutes, type NotificationSetting } from "../../../domain/notificationTypes";
import type { Context } from "../../core/context";
import { requireViewer } from "../../core/guards";
import { parseInput } from "../../errors";
import { transaction } from "../../platform/transaction";

/** The viewer's per-type switches (every type on unless switched off); writing checks them in core/notificationSettings.ts. */
export async function getNotificationSettings(ctx: Pick<Context, "prisma" | "viewer">): Promise<Record<NotificationSetting, boolean>> {
  const viewer = requireViewer(ctx);
  const mutes = await ctx.prisma.notificationMute.findMany({ where: { userId: viewer.id }, select: { setting: true } });
  return settingsFromMutes(mutes.map((m) => m.setting));
}

/** Switches the named types on or off (the others stay as they are); returns every setting. */
export async function updateNotificationSettings(ctx: Pick<Context, "prisma" | "viewer">, raw: unknown): Promise<Record<NotificationSetting, boolean>> {
  const viewer = requireViewer(ctx);
  const input = parseInput(notificationSettingsInputSchema, raw);
  const on = NOTIFICATION_SETTING_KEYS.filter((key) => input[key] === true);
  const off = NOTIFICATION_SETTING_KEYS.filter((key) => input[key] === false);
  const mutes = await transaction(ctx.prisma, async (tx) => {
    if (on.length) await tx.notificationMute.deleteMany({ where: { userId: viewer.id, setting: { in: on } } });
    if (off.length) await tx.notificationMute.createMany({ data: off.map((setting) => ({ userId: viewer.id, setting })), skipDuplicates: true });
    return tx.notificationMute.findMany({ where: { userId: viewer.id }, select: { setting: true } });
  });
  return settingsFromMutes(mutes.map((m) => m.setting));
}
