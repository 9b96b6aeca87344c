import type { ImportRow } from "../../../domain/cardImport";
import { readLevelStats, type CardLevelInput } from "../../../domain/cardLevels";
import { RANK_LEVELS, levelLabel, type LevelId } from "../../../domain/cardLevelIds";
import { rawReads } from "../../platform/rowTracking";
import { parseLevelLines } from "../../../domain/cardLevelText";
import type { Context } from "../../core/context";
import { NotFoundError, ValidationError } from "../../errors";
import { Prisma } from "../../generated/prisma/client";
import type { Tx } from "../../platform/db";
import { CARD_NOT_FOUND } from "../../core/contentLocks";

/** Cards per statement, as the card import batches them. */
const BATCH = 2000;
/** Ranks first, then training ("rank" < "training"), ascending: domain/cardLevels.ts compareLevels. */
const LEVEL_ORDER = [{ kind: "asc" }, { level: "asc" }] as const satisfies Prisma.CardLevelOrderByWithRelationInput[];

/**
 * The import's levels: each card the file gave level rows gets exactly those (others removed);
 * cards given none keep theirs. A level whose OVR and stats are unchanged keeps its statsUpdatedAt,
 * so the card page's per-level "마지막 업데이트" moves only when that level's numbers do.
 */
export async function writeImportedLevels(tx: Tx, rows: ImportRow[], now: string) {
  const given = rows.filter((r) => r.levels !== undefined);
  for (let i = 0; i < given.length; i += BATCH) {
    const batch = given.slice(i, i + BATCH);
    const keys = batch.map((r) => r.importKey);
    const json = JSON.stringify(batch.flatMap((r) => r.levels!.map((l) => ({ importKey: r.importKey, kind: l.kind, level: l.level, ovr: l.ovr, stats: l.stats }))));
    await tx.$executeRaw(Prisma.sql`DELETE FROM "CardLevel" cl USING "Card" c
      WHERE cl."cardId" = c.id AND c."importKey" = ANY(${keys}::text[])
        AND NOT EXISTS (SELECT 1 FROM jsonb_to_recordset(${json}::jsonb) AS x("importKey" text, kind text, level int)
          WHERE x."importKey" = c."importKey" AND x.kind = cl.kind AND x.level = cl.level)`);
    await tx.$executeRaw(Prisma.sql`INSERT INTO "CardLevel" ("cardId", kind, level, ovr, stats, "statsUpdatedAt")
      SELECT c.id, x.kind, x.level, x.ovr, x.stats, ${now}::timestamp
      FROM jsonb_to_recordset(${json}::jsonb) AS x("importKey" text, kind text, level int, ovr int, stats jsonb)
      JOIN "Card" c ON c."importKey" = x."importKey"
      ON CONFLICT ("cardId", kind, level) DO UPDATE SET ovr = EXCLUDED.ovr, stats = EXCLUDED.stats,
        "statsUpdatedAt" = CASE WHEN "CardLevel".ovr = EXCLUDED.ovr AND "CardLevel".stats = EXCLUDED.stats
          THEN "CardLevel"."statsUpdatedAt" ELSE EXCLUDED."statsUpdatedAt" END`);
  }
}

/** A stored level as REST answers it. */
function levelJson(l: { kind: string; level: number; ovr: number; stats: unknown; statsUpdatedAt: Date }) {
  return { kind: l.kind, level: l.level, label: levelLabel(l), ovr: l.ovr, stats: readLevelStats(l.stats), statsUpdatedAt: l.statsUpdatedAt };
}

/** GET /api/cards/{id}: the card with its levels, one statement (the levels joined in). */
export async function getCardWithLevels(ctx: Pick<Context, "prisma">, id: number) {
  const card = await ctx.prisma.card.findUnique({ where: { id }, include: { levels: { orderBy: [...LEVEL_ORDER] } } });
  if (!card) throw new NotFoundError(CARD_NOT_FOUND);
  return { ...card, levels: card.levels.map(levelJson) };
}

/** The editor's 레벨 box (domain/cardLevelText.ts): undefined when the call leaves levels alone. */
export function editorLevels(value: unknown): CardLevelInput[] | undefined {
  if (value === undefined) return undefined;
  if (value !== null && typeof value !== "string") throw new ValidationError([{ path: ["levels"], message: "레벨은 한 줄에 하나씩 쓴 텍스트여야 합니다." }]);
  const parsed = parseLevelLines(value ?? "");
  if (!parsed.ok) throw new ValidationError([{ path: ["levels"], message: parsed.message }]);
  return parsed.levels;
}

const sameStats = (a: unknown, b: Record<string, unknown>) => JSON.stringify(readLevelStats(a)) === JSON.stringify(readLevelStats(b));

/** An editor save: the card gets exactly these levels; an unchanged level keeps its statsUpdatedAt. */
export async function replaceCardLevels(tx: Tx, cardId: number, levels: CardLevelInput[]) {
  const stored = await tx.cardLevel.findMany({ where: { cardId } });
  const key = (l: { kind: string; level: number }) => `${l.kind}:${l.level}`;
  const wanted = new Map(levels.map((l) => [key(l), l]));
  const gone = stored.filter((s) => !wanted.has(key(s))).map((s) => s.id);
  if (gone.length) await tx.cardLevel.deleteMany({ where: { id: { in: gone } } });
  const byKey = new Map(stored.map((s) => [key(s), s]));
  for (const l of levels) {
    const before = byKey.get(key(l));
    if (before && before.ovr === l.ovr && sameStats(before.stats, l.stats)) continue;
    const data = { ovr: l.ovr, stats: l.stats, statsUpdatedAt: new Date() };
    await tx.cardLevel.upsert({ where: { cardId_kind_level: { cardId, kind: l.kind, level: l.level } }, create: { cardId, kind: l.kind, level: l.level, ...data }, update: data });
  }
}

/**
 * The levels a search or ranking can be asked at: 랭크 1–5 (the game's), then the 훈련 levels some card has, ascending.
 * The 훈련 levels are found by stepping from one to the next in the (kind, level, …) index, a few index reads
 * (every card's row of every level was one per card: 6,000 on the bench set, on each /cards page).
 */
export async function listLevelChoices(ctx: Pick<Context, "prisma">): Promise<LevelId[]> {
  const training = await rawReads(["CardLevel"], () => ctx.prisma.$queryRaw<{ level: number }[]>`
    WITH RECURSIVE levels AS (SELECT min(level) AS level FROM "CardLevel" WHERE kind = 'training'
      UNION ALL SELECT (SELECT min(level) FROM "CardLevel" WHERE kind = 'training' AND level > levels.level) FROM levels WHERE levels.level IS NOT NULL)
    SELECT level FROM levels WHERE level IS NOT NULL ORDER BY level`);
  return [...RANK_LEVELS, ...training.map(({ level }) => ({ kind: "training" as const, level }))];
}
