import { Prisma } from "../../generated/prisma/client";
import type { Context } from "../../core/context";
import type { Db } from "../../platform/db";
import type { TtlCache } from "../../platform/ttlCache";
import { ValidationError } from "../../errors";
import {
  STAT_LEADERS_LIMIT,
  parseStatLeaderSelection,
  statLeaderCacheKey,
  type StatLeaderSelection,
} from "../../../domain/statLeaders";
import type { DetailedStatKey } from "../../../domain/stats";
import { rawReadRows } from "../../platform/rowTracking";

export interface StatLeaderRow {
  id: number;
  name: string;
  position: string;
  ovr: number;
  /** The card's programme (domain/programmes.ts). */
  className: string | null;
  height: number;
  weight: number;
  leftFootRating: number;
  rightFootRating: number;
  skillBoost: string | null;
  imageUrl: string | null;
  /** Sum of the chosen stats (a missing stat counts 0). */
  totalStats: number;
  /** The chosen stats' values, keyed by stat. */
  stats: Partial<Record<DetailedStatKey, number | null>>;
}

export interface StatLeaders {
  selection: StatLeaderSelection;
  cards: StatLeaderRow[];
  /** Cards matching the selection before the limit. */
  total: number;
}

export interface StatLeadersInput {
  position?: string | null;
  boosts: readonly string[];
  stats: readonly string[];
  limit?: number | null;
}

const clampLimit = (limit: number | null | undefined) =>
  Math.min(Math.max(Math.trunc(Number.isFinite(limit) ? Number(limit) : STAT_LEADERS_LIMIT), 1), STAT_LEADERS_LIMIT);

/**
 * Stat leaders: cards carrying one of the chosen skill boosts (at the chosen position, or any),
 * ranked by the sum of the chosen detailed stats, then OVR, then id; at most 50. One statement;
 * the answer is cached per instance for 5 minutes under the normalised selection.
 */
export async function getStatLeaders(ctx: Pick<Context, "prisma">, cache: TtlCache, input: StatLeadersInput): Promise<StatLeaders> {
  const parsed = parseStatLeaderSelection(input);
  if ("error" in parsed) throw new ValidationError([{ path: [], message: parsed.error }]);
  const { selection } = parsed;
  const limit = clampLimit(input.limit);
  const { cards, total } = await cache.load(statLeaderCacheKey(selection, limit), () => queryStatLeaders(ctx.prisma, selection, limit));
  return { selection, cards, total };
}

type Row = Omit<StatLeaderRow, "stats"> & Record<string, unknown> & { total: number };

async function queryStatLeaders(db: Db, { position, boosts, stats }: StatLeaderSelection, limit: number) {
  // Stat keys come from the domain's fixed list, so quoting them as identifiers is safe.
  const columns = stats.map((key) => Prisma.raw(`"${key}"`));
  const sum = Prisma.join(columns.map((c) => Prisma.sql`COALESCE(${c}, 0)`), " + ");
  const rows = await rawReadRows("Card", ["Card"], () => db.$queryRaw<Row[]>(Prisma.sql`
    SELECT id, name, position, ovr, "className", height, weight, "leftFootRating", "rightFootRating", "skillBoost", "imageUrl",
           ${Prisma.join(columns)}, (${sum})::int AS "totalStats", (COUNT(*) OVER ())::int AS total
    FROM "Card"
    WHERE "skillBoost" IN (${Prisma.join(boosts)}) ${position ? Prisma.sql`AND position = ${position}` : Prisma.empty}
    ORDER BY "totalStats" DESC, ovr DESC, id ASC
    LIMIT ${limit}`));
  return {
    total: rows[0]?.total ?? 0,
    cards: rows.map(({ total: _total, ...row }): StatLeaderRow => ({
      id: row.id,
      name: row.name,
      position: row.position,
      ovr: row.ovr,
      className: row.className,
      height: row.height,
      weight: row.weight,
      leftFootRating: row.leftFootRating,
      rightFootRating: row.rightFootRating,
      skillBoost: row.skillBoost,
      imageUrl: row.imageUrl,
      totalStats: row.totalStats,
      stats: Object.fromEntries(stats.map((key) => [key, (row[key] as number | null) ?? null])),
    })),
  };
}

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The spec's REST shape: snake_case card fields, totalStats, and each chosen stat in snake_case. */
export function statLeaderJson(row: StatLeaderRow) {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    ovr: row.ovr,
    class_name: row.className,
    height: row.height,
    weight: row.weight,
    left_foot_rating: row.leftFootRating,
    right_foot_rating: row.rightFootRating,
    skill_boost: row.skillBoost,
    image_url: row.imageUrl,
    totalStats: row.totalStats,
    ...Object.fromEntries(Object.entries(row.stats).map(([key, value]) => [snakeCase(key), value])),
  };
}
