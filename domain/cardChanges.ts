import { DETAILED_STATS, GK_STATS, MAIN_STATS } from "./stats";
import { fieldLabel } from "./cardForm";

/** What a watcher is told changed: OVR, position, then every stat, in the card sheet's order. */
const WATCHED_FIELDS: readonly string[] = ["ovr", "position", ...[...MAIN_STATS, ...DETAILED_STATS, ...GK_STATS].map((s) => s.key)];

// A type, not an interface: Prisma's JSON input takes it as a plain object.
export type CardChange = {
  key: string;
  from: number | string | null;
  to: number | string | null;
};

/** The watched fields an edit changed, from the stored card to the new one. */
export function cardChanges(before: Record<string, unknown>, after: Record<string, unknown>): CardChange[] {
  const changes: CardChange[] = [];
  for (const key of WATCHED_FIELDS) {
    const from = (before[key] ?? null) as CardChange["from"];
    const to = (after[key] ?? null) as CardChange["to"];
    if (from !== to) changes.push({ key, from, to });
  }
  return changes;
}

/** How many changes a summary names before "외 N개". */
const SHOWN = 3;

/** "OVR 110→112, 속력 90→95 외 2개" (a missing value reads "-"). */
export function cardChangeSummary(changes: readonly CardChange[]): string {
  const label = (key: string) => (key === "agilityMain" ? "민첩성" : fieldLabel(key));
  const parts = changes.slice(0, SHOWN).map((c) => `${label(c.key)} ${c.from ?? "-"}→${c.to ?? "-"}`);
  const rest = changes.length - SHOWN;
  return rest > 0 ? `${parts.join(", ")} 외 ${rest}개` : parts.join(", ");
}
