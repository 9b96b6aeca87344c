import { settingOfType, type NotificationSetting } from "../../domain/notificationTypes";
import { Prisma } from "../generated/prisma/client";

// The one check every notification insert makes (core/notifications.ts, core/watchAlerts.ts): the
// recipient's switches are rows in the database, so every instance and every producer obeys them.

/**
 * SQL true when `userId` (an SQL expression: a value or a column such as w."userId") has not
 * switched off `setting`.
 */
function notMutedSql(userId: Prisma.Sql, setting: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`NOT EXISTS (SELECT 1 FROM "NotificationMute" m WHERE m."userId" = ${userId} AND m.setting = ${setting})`;
}

/** The check for one raw type: types no setting covers (admin notices) always pass. */
export function notMutedForType(userId: Prisma.Sql, type: string): Prisma.Sql {
  const setting: NotificationSetting | null = settingOfType(type);
  return setting ? notMutedSql(userId, Prisma.sql`${setting}`) : Prisma.sql`TRUE`;
}
