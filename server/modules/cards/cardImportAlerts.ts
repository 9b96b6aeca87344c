import type { Context } from "../../core/context";
import { withNotifications } from "../../core/notifications";
import { alertStatWatchers, type StatChange } from "../../core/watchAlerts";

/** A card an import changed (OVR, position or stats), labelled as it is after the import. */
export type ImportedChange = Omit<StatChange, "changeId">;

/** Thousands of changed cards: past Prisma's default 5 s on the embedded engine. */
const ALERT_TX = { maxWait: 10_000, timeout: 120_000 };

/**
 * After an import commits: each changed card's change is recorded (the watchlist's latest change,
 * as an editor save records it) and its watchers get one alert per card, the editor's alert.
 * Its own transaction, so the import's stays what it is; a failure here leaves the import applied.
 */
export async function alertImportedChanges(ctx: Pick<Context, "prisma" | "pubsub">, changed: readonly ImportedChange[], actorId: number) {
  if (changed.length === 0) return;
  await withNotifications(ctx, async (tx, notify) => {
    const rows = await tx.cardStatChange.createManyAndReturn({
      data: changed.map((c) => ({ cardId: c.card.id, changes: [...c.changes] })),
      select: { id: true, cardId: true },
    });
    const changeIds = new Map(rows.map((r) => [r.cardId, r.id]));
    await alertStatWatchers(tx, notify, changed.map((c) => ({ ...c, changeId: changeIds.get(c.card.id)! })), actorId);
  }, ALERT_TX);
}
