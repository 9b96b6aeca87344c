import { NOTIFICATION_TYPES } from "../../domain/notificationTypes";
import { WATCH_NOTIFICATION_TEXT, watchedCardLabel } from "../../domain/notifications";
import { cardChangeSummary, type CardChange } from "../../domain/cardChanges";
import { Prisma } from "../generated/prisma/client";
import type { Tx } from "../platform/db";
import { rawReads, rawWrites } from "../platform/rowTracking";
import type { Notify, Written } from "./notifications";
import { notMutedForType } from "./notificationSettings";

// Watchlist alerts (관심 선수), written by the features that change cards and reviews. Each is one
// INSERT … SELECT over the card's watchers (deleted accounts left out), so 1,000 watchers cost one
// statement, not 1,000.

type CardLabel = { id: number; name: string; position: string; ovr: number };

/** How long new reviews of one card fold into one unread alert per watcher. */
const REVIEW_BATCH_WINDOW = Prisma.sql`interval '1 hour'`;

/**
 * The one rule for "another card of the same player", as SQL over two "Card" aliases: the same
 * `playerKey` (domain/playerKey.ts: set by the importer or derived from the name), or the same
 * name where a card has no key.
 */
function samePlayerSql(card: Prisma.Sql, other: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(CASE WHEN ${card}."playerKey" IS NOT NULL AND ${other}."playerKey" IS NOT NULL
    THEN ${other}."playerKey" = ${card}."playerKey" ELSE ${other}.name = ${card}.name END)`;
}

/**
 * A review was written on `card` by `actorId`: each watcher (not the author) gets one unread alert
 * per card per hour, counting the reviews since it began. A batch older than the window is closed
 * first (it stops counting and stays as it is), so the next review starts a fresh alert.
 */
export async function alertReviewWatchers(tx: Tx, notify: Notify, card: CardLabel, actorId: number) {
  const type = NOTIFICATION_TYPES.watchReview;
  const text = WATCH_NOTIFICATION_TEXT.review(watchedCardLabel(card));
  await rawWrites(["Notification"], () => tx.$executeRaw(Prisma.sql`
    UPDATE "Notification" SET "actorCount" = NULL
    WHERE "contentId" = ${card.id} AND type = ${type} AND "actorCount" IS NOT NULL AND NOT "isRead"
      AND "createdAt" < (now() AT TIME ZONE 'UTC') - ${REVIEW_BATCH_WINDOW}`));
  // The batch keeps its first createdAt: the window is measured from it.
  const rows = await rawWrites(["Notification"], () => tx.$queryRaw<{ id: number; userId: number; actorCount: number }[]>(Prisma.sql`
    INSERT INTO "Notification" ("userId", "sourceUserId", type, message, "contentId", "cardId", "actorCount", "createdAt")
    SELECT w."userId", ${actorId}::int, ${type}::text, ${text.one}::text, ${card.id}::int, ${card.id}::int, 1, now() AT TIME ZONE 'UTC'
    FROM "CardWatch" w JOIN "User" u ON u.id = w."userId" AND NOT u."isDeleted"
    WHERE w."cardId" = ${card.id} AND w."userId" <> ${actorId} AND ${notMutedForType(Prisma.sql`w."userId"`, type)}
    ON CONFLICT ("userId", type, "contentId") WHERE "actorCount" IS NOT NULL AND NOT "isRead"
    DO UPDATE SET "actorCount" = "Notification"."actorCount" + 1, "sourceUserId" = EXCLUDED."sourceUserId",
      message = ${text.many[0]} || ("Notification"."actorCount" + 1)::text || ${text.many[1]}
    WHERE "Notification"."sourceUserId" IS DISTINCT FROM EXCLUDED."sourceUserId"
    RETURNING id, "userId", "actorCount"`));
  notify.written(rows.map((r) => ({ id: r.id, userId: r.userId, revision: r.actorCount })));
}

/** One card's recorded change (CardStatChange `changeId`): what a watcher of it is told. */
export interface StatChange { card: CardLabel; changes: readonly CardChange[]; changeId: number }

/**
 * Admins changed cards' OVR, position or stats (one from the editor, many from an import): every
 * watcher of each card but the admin gets one alert per card saying what changed, all in one statement.
 */
export async function alertStatWatchers(tx: Tx, notify: Notify, changed: readonly StatChange[], actorId: number) {
  if (changed.length === 0) return;
  const type = NOTIFICATION_TYPES.watchStats;
  const messages = changed.map((c) => WATCH_NOTIFICATION_TEXT.stats(watchedCardLabel(c.card), cardChangeSummary(c.changes)));
  const rows = await rawWrites(["Notification"], () => tx.$queryRaw<Written[]>(Prisma.sql`
    INSERT INTO "Notification" ("userId", "sourceUserId", type, message, "contentId", "cardId", "createdAt")
    SELECT w."userId", ${actorId}::int, ${type}::text, c.message, c."changeId", c."cardId", now() AT TIME ZONE 'UTC'
    FROM unnest(${changed.map((c) => c.card.id)}::int[], ${changed.map((c) => c.changeId)}::int[], ${messages}::text[]) AS c("cardId", "changeId", message)
    JOIN "CardWatch" w ON w."cardId" = c."cardId"
    JOIN "User" u ON u.id = w."userId" AND NOT u."isDeleted"
    WHERE w."userId" <> ${actorId} AND ${notMutedForType(Prisma.sql`w."userId"`, type)}
    RETURNING id, "userId"`));
  notify.written(rows);
}

/**
 * New cards were added (`cardIds`): members watching another card of the same player hear of each
 * new card once, however many of that player's cards they watch.
 */
export async function alertVersionWatchers(tx: Tx, notify: Notify, cardIds: readonly number[], actorId: number) {
  if (cardIds.length === 0) return;
  const ids = [...cardIds];
  const pairs = await rawReads(["Card", "CardWatch", "User"], () => tx.$queryRaw<{ userId: number; id: number; name: string; position: string; ovr: number }[]>(Prisma.sql`
    SELECT DISTINCT w."userId", n.id, n.name, n.position, n.ovr
    FROM "Card" n
    JOIN "Card" o ON ${samePlayerSql(Prisma.sql`n`, Prisma.sql`o`)} AND NOT (o.id = ANY(${ids}::int[]))
    JOIN "CardWatch" w ON w."cardId" = o.id
    JOIN "User" u ON u.id = w."userId" AND NOT u."isDeleted"
    WHERE n.id = ANY(${ids}::int[]) AND w."userId" <> ${actorId}`));
  if (pairs.length === 0) return;
  const type = NOTIFICATION_TYPES.watchVersion;
  const messages = pairs.map((p) => WATCH_NOTIFICATION_TEXT.version(p.name, watchedCardLabel(p)));
  const rows = await rawWrites(["Notification"], () => tx.$queryRaw<Written[]>(Prisma.sql`
    INSERT INTO "Notification" ("userId", "sourceUserId", type, message, "contentId", "cardId", "createdAt")
    SELECT r."userId", ${actorId}::int, ${type}::text, r.message, r."cardId", r."cardId", now() AT TIME ZONE 'UTC'
    FROM unnest(${pairs.map((p) => p.userId)}::int[], ${pairs.map((p) => p.id)}::int[], ${messages}::text[]) AS r("userId", "cardId", message)
    WHERE ${notMutedForType(Prisma.sql`r."userId"`, type)}
    RETURNING id, "userId"`));
  notify.written(rows);
}
