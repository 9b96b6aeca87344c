import type { Context } from "../../core/context";
import { withNotifications } from "../../core/notifications";
import { alertStatWatchers, type StatChange } from "../../core/watchAlerts";
import { Prisma } from "../../generated/prisma/client";
import { rawReads, rawWrites } from "../../platform/rowTracking";

/** A card an import changed (OVR, position or stats), labelled as it is after the import. */
export type ImportedChange = Omit<StatChange, "changeId">;

/** Thousands of changed cards: past Prisma's default 5 s on the embedded engine. */
const ALERT_TX = { maxWait: 10_000, timeout: 120_000 };

/**
 * After an import commits: each changed card's change is recorded (the watchlist's latest change,
 * as an editor save records it) and its watchers get one alert per card, the editor's alert.
 * Its own transaction, so the import's stays what it is; a failure here leaves the import applied.
 * Three statements however many cards: 20,000 changes as one JSON parameter, as the import writes them.
 */
export async function alertImportedChanges(ctx: Pick<Context, "prisma" | "pubsub">, changed: readonly ImportedChange[], actorId: number) {
  if (changed.length === 0) return;
  await withNotifications(ctx, async (tx, notify) => {
    const json = JSON.stringify(changed.map((c) => ({ cardId: c.card.id, changes: c.changes })));
    const rows = await rawWrites(["CardStatChange"], () => tx.$queryRaw<{ id: number; cardId: number }[]>(Prisma.sql`
      INSERT INTO "CardStatChange" ("cardId", changes)
      SELECT x."cardId", x.changes FROM jsonb_to_recordset(${json}::jsonb) AS x("cardId" int, changes jsonb)
      RETURNING id, "cardId"`));
    const changeIds = new Map(rows.map((r) => [r.cardId, r.id]));
    // Only the watched ones are worth a message.
    const ids = changed.map((c) => c.card.id);
    const watched = await rawReads(["CardWatch"], () => tx.$queryRaw<{ cardId: number }[]>(Prisma.sql`
      SELECT DISTINCT "cardId" FROM "CardWatch" WHERE "cardId" = ANY(${ids}::int[])`));
    const watchedIds = new Set(watched.map((w) => w.cardId));
    const alerts = changed.filter((c) => watchedIds.has(c.card.id)).map((c) => ({ ...c, changeId: changeIds.get(c.card.id)! }));
    await alertStatWatchers(tx, notify, alerts, actorId);
  }, ALERT_TX);
}
