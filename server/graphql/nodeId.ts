import { PothosValidationError } from "@pothos/core";

/** Every row id is a PostgreSQL int4 serial: positive and at most 2^31 − 1. */
const MAX_ROW_ID = 2_147_483_647;

/** A row id from its decimal text, or null for anything no row can have (zero, signs, fractions, ≥ 2^31, ≥ 2^53). */
export function rowIdOf(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ROW_ID ? id : null;
}

/**
 * The id part of a global id as a row id: Pothos calls it for every global id (the builder's
 * `decodeGlobalID`) and for every `t.arg.globalID({ for })` (a node ref's `parseId`), and its
 * PothosValidationError becomes a ValidationError (server/graphql/pothosErrors.ts).
 */
export function parseRowId(text: string): number {
  const id = rowIdOf(text);
  if (id === null) throw new PothosValidationError(`Invalid global ID: ${text}`);
  return id;
}

/**
 * A node ref whose global-id arguments (`t.arg.globalID({ for: ref })`) arrive parsed: Pothos
 * reads `parseId` from the ref, checks the type name and hands resolvers `{ typename, id: number }`.
 * Prisma nodes in this Pothos version take no `id.parse`, so the ref gets it here.
 */
export function withRowIds<Ref extends object>(ref: Ref): Ref & { parseId: (id: string) => number } {
  return Object.assign(ref, { parseId: parseRowId });
}

/** A node id's number, or -1 (finds nothing) for anything that is not a row id. */
export const nodeId = (id: string) => rowIdOf(id) ?? -1;
