import { z } from "zod";
import { LEVEL_BOUNDS, LEVEL_KINDS, type LevelKind } from "../../../domain/cardLevelIds";
import { positionSchema } from "../../../domain/positionSchema";
import type { Context } from "../../core/context";
import type { CardColumns, CardRow } from "../../core/cards";
import { parseInput, ValidationError } from "../../errors";
import { Prisma } from "../../generated/prisma/client";
import { rawReads } from "../../platform/rowTracking";
import { cardsByIds } from "./cards.search";
import { OVR_AT_LEVEL, levelJoin } from "./cards.filterSql";

/** One row of the OVR ranking at a level: the card, its OVR there and whether it has that level. */
export interface CardAtLevel { card: CardRow; ovr: number; hasLevel: boolean }

const LEVEL_RANKING_MAX = 100;
const inputSchema = z.object({
  kind: z.enum(LEVEL_KINDS, { error: "레벨 종류는 rank 또는 training이어야 합니다." }),
  level: z.coerce.number({ error: "레벨은 정수여야 합니다." }).int({ error: "레벨은 정수여야 합니다." }),
  limit: z.coerce.number().int().min(1).max(LEVEL_RANKING_MAX).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

/**
 * OVR ranking "at level N" (issue 30): cards by their OVR at that level, highest first, ties by id.
 * The card search's level rule (cards.search.ts levelJoin): a card without that level ranks by its
 * base OVR (never an invented level value), and its row says hasLevel false. Optionally one position.
 */
export async function listCardsAtLevel(
  ctx: Pick<Context, "prisma">,
  raw: { kind: unknown; level: unknown; position?: string | null; limit?: unknown; offset?: unknown },
  select: CardColumns,
): Promise<CardAtLevel[]> {
  const input = parseInput(inputSchema, raw);
  const [min, max] = LEVEL_BOUNDS[input.kind as LevelKind];
  if (input.level < min || input.level > max) throw new ValidationError([{ path: ["level"], message: `레벨은 ${min}~${max} 사이여야 합니다.` }]);
  const position = raw.position ? parseInput(positionSchema, raw.position) : null;
  const rows = await rawReads(["Card", "CardLevel"], () => ctx.prisma.$queryRaw<{ id: number; ovr: number; hasLevel: boolean }[]>(Prisma.sql`
    SELECT "Card".id, ${OVR_AT_LEVEL} AS ovr, lv."levelCardId" IS NOT NULL AS "hasLevel"
    FROM "Card" ${levelJoin({ kind: input.kind, level: input.level })}
    ${position ? Prisma.sql`WHERE "Card".position = ${position}` : Prisma.empty}
    ORDER BY ${OVR_AT_LEVEL} DESC, "Card".id DESC LIMIT ${input.limit} OFFSET ${input.offset}`));
  const cards = (await cardsByIds(ctx.prisma, rows.map((r) => r.id), select)) as CardRow[];
  return rows.map((r, i) => ({ card: cards[i], ovr: r.ovr, hasLevel: r.hasLevel }));
}
