// The layers beneath GraphQL for card + 20 reviews (bench/inProcessRead.ts, BENCH_LAYER): the same
// read as Prisma alone, and as the raw-SQL reference's one statement on pg alone. GraphQL's CPU minus
// Prisma's is what Yoga, graphql-js and Pothos cost; Prisma's minus pg's is what the ORM costs.
import pg from "pg";
import type { Database } from "../server/platform/db";
import { cardReviews } from "./reference/sql";

export type Layer = "graphql" | "prisma" | "sql";
export const LAYERS: readonly Layer[] = ["graphql", "prisma", "sql"];

/**
 * The arguments Pothos plans for bench/scenarios.ts' CARD_REVIEWS_QUERY (read off the Prisma client
 * extension on 2026-12-03): the card's columns, its first page of shown reviews (one more than asked,
 * to know of a next page) with every column the review type reads, and their authors.
 * `checkPrismaLayer` holds them to the GraphQL answer.
 */
const plannedArgs = (id: number) => ({
  where: { id },
  select: {
    id: true, name: true, imageUrl: true, position: true, ovr: true, team: true, className: true, avgRating: true, reviewCount: true, pace: true, shooting: true, passing: true,
    reviews: {
      where: { isLatest: true, hiddenAt: null },
      orderBy: [{ overallRating: "desc" as const }, { id: "desc" as const }],
      take: 21,
      skip: 0,
      select: {
        id: true, paceRating: true, shootingRating: true, passingRating: true, agilityRating: true, defenseRating: true, physicalRating: true, overallRating: true,
        formation: true, positionBreak: true, level: true, reviewText: true, replyCount: true, hiddenAt: true, createdAt: true,
        user: { select: { id: true, nickname: true, isAdmin: true, currentLevel: true, legendaryIcon: true } },
      },
    },
  },
});

/** Reads card `id` through one layer; each answer is serialised, as a server would send it. */
export function layerReader(layer: Exclude<Layer, "graphql">, database: Database, databaseUrl: string | undefined): { (id: number): Promise<string>; end?: () => Promise<void> } {
  if (layer === "prisma") return async (id: number) => JSON.stringify(await database.prisma.card.findUnique(plannedArgs(id)));
  if (!databaseUrl) throw new Error("BENCH_LAYER=sql reads PostgreSQL: set BENCH_DATABASE_URL");
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const read = async (id: number) => ((await pool.query<{ body: string }>({ name: "card-reviews", ...cardReviews(id) })).rows[0]!.body);
  return Object.assign(read, { end: () => pool.end() });
}

/** The Prisma layer reads the reviews, in the order, that the GraphQL answer shows. */
export async function checkPrismaLayer(database: Database, id: number, graphqlReviewIds: string[]) {
  const row = await database.prisma.card.findUnique(plannedArgs(id));
  const ids = (row?.reviews ?? []).slice(0, 20).map((review) => Buffer.from(`Review:${review.id}`).toString("base64"));
  if (JSON.stringify(ids) !== JSON.stringify(graphqlReviewIds)) throw new Error(`BENCH_LAYER=prisma reads other reviews than GraphQL: ${ids} vs ${graphqlReviewIds}`);
}
