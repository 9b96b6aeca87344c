import { FORMATIONS, type FormationName } from "./formations";
import { BENCH_MAX, STARTERS } from "./squads";

/** A squad being built: its formation, the card in each of the eleven slots (or null) and the bench. */
export interface SquadDraft {
  formation: FormationName;
  starters: (number | null)[];
  bench: number[];
}

export const emptyDraft = (formation: FormationName): SquadDraft => ({ formation, starters: Array(STARTERS).fill(null), bench: [] });

const ID = /^[1-9a-z][0-9a-z]{0,5}$/;
const MAX_ID = 2_147_483_647;

const encodeId = (id: number | null) => (id === null ? "" : id.toString(36));
function decodeId(text: string): number | null | undefined {
  if (text === "") return null;
  if (!ID.test(text)) return undefined;
  const id = parseInt(text, 36);
  return id <= MAX_ID ? id : undefined;
}

/**
 * A draft as a short URL value (`?s=`): the formation's index, the eleven card ids and the bench,
 * ids in base 36, "." between ids and "_" between parts ("0_a.b..c_d"): all URL-safe characters, so
 * a full squad is ~80 characters and a visitor can share it without an account.
 */
export function encodeSquad(draft: SquadDraft): string {
  const index = FORMATIONS.findIndex((f) => f.name === draft.formation);
  const parts = [String(Math.max(index, 0)), draft.starters.map(encodeId).join(".")];
  if (draft.bench.length) parts.push(draft.bench.map(encodeId).join("."));
  return parts.join("_");
}

/** The draft a `?s=` value names, or null when it is not one (wrong formation, slot count, ids). */
export function decodeSquad(code: string): SquadDraft | null {
  const [index, starters, bench = "", ...rest] = code.split("_");
  if (rest.length || starters === undefined || !/^\d{1,2}$/.test(index)) return null;
  const formation = FORMATIONS[Number(index)];
  if (!formation) return null;
  const startIds = starters.split(".").map(decodeId);
  const benchIds = bench === "" ? [] : bench.split(".").map(decodeId);
  if (startIds.length !== STARTERS || benchIds.length > BENCH_MAX) return null;
  if (startIds.some((id) => id === undefined) || benchIds.some((id) => id === undefined || id === null)) return null;
  return { formation: formation.name as FormationName, starters: startIds as (number | null)[], bench: benchIds as number[] };
}
