// PostGraphile 4 as a third bench target (issue 27's "≥ 1.0× PostGraphile"), started by hand outside the
// repo (bench/postgraphile.md) and skipped unless POSTGRAPHILE_URL names it (on 127.0.0.1); POSTGRAPHILE_PID,
// its node process, adds its CPU per request (read from /proc). It reports no SQL: its statements are its own.
import fs from "node:fs";
import type { BenchRequest } from "./load";
import type { Target } from "./target";

/** Card + 20 reviews as PostGraphile answers it: the same rows, order, fields and authors as CARD_REVIEWS_QUERY. */
export const POSTGRAPHILE_CARD_REVIEWS_QUERY = `query ($id: Int!) { card(id: $id) { nodeId name ovr position pace shooting passing avgRating reviewCount
  reviews: reviewsByCardId(first: 20, orderBy: [OVERALL_RATING_DESC, ID_DESC], condition: { isLatest: true, hiddenAt: null }) {
    totalCount edges { node { nodeId overallRating formation reviewText createdAt author: user { id nickname currentLevel } } } } } }`;

const url = process.env.POSTGRAPHILE_URL ? new URL(process.env.POSTGRAPHILE_URL) : null;

export const postgraphileRequest = (query: string, variables: Record<string, unknown>): BenchRequest => {
  const body = JSON.stringify({ query, variables });
  return { method: "POST", path: url?.pathname ?? "/graphql", headers: { "content-type": "application/json" }, body };
};

// /proc/<pid>/stat: utime and stime (fields 14 and 15) in clock ticks (100 a second on Linux), RSS (24) in pages.
const TICK_MICROS = 10_000;
function procStats(pid: number) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return { cpuMicros: (Number(fields[11]) + Number(fields[12])) * TICK_MICROS, rssBytes: Number(fields[21]) * 4096 };
}

/** The running PostGraphile as a bench target, or null when POSTGRAPHILE_URL is not set. */
export function postgraphileTarget(): Target | null {
  if (!url) return null;
  const pid = Number(process.env.POSTGRAPHILE_PID) || null;
  return {
    name: "PostGraphile",
    port: Number(url.port),
    stats: async () => ({ ...(pid ? procStats(pid) : { cpuMicros: 0, rssBytes: 0 }), statements: 0, sqlMs: 0, maxSqlMs: 0, maxSql: "" }),
    stop: async () => {},
  };
}

interface PglCardReviews {
  data: { card: { nodeId: string; reviews: { edges: { node: { nodeId: string; createdAt: string; author: { id: number; nickname: string | null; currentLevel: string } } }[] } } & Record<string, unknown> };
}

// PostGraphile's node ids are base64 JSON (["Reviews",1]); ours "Review:1".
const ourId = (nodeId: string) => {
  const [table, id] = JSON.parse(Buffer.from(nodeId, "base64").toString("utf8")) as [string, number];
  return Buffer.from(`${table.replace(/s$/, "")}:${id}`).toString("base64");
};

/** PostGraphile's card + reviews answer in our names: ids, the author's display name (our rule), UTC timestamps. */
export function asOurCardReviews(answer: unknown): unknown {
  const card = (answer as PglCardReviews | null)?.data?.card;
  if (!card) return answer;
  const { nodeId, reviews, ...fields } = card;
  const edges = reviews.edges.map(({ node: { nodeId: reviewId, createdAt, author, ...rest } }) => ({
    node: {
      id: ourId(reviewId),
      ...rest,
      createdAt: new Date(`${createdAt}Z`).toISOString(),
      author: { displayName: author.nickname?.trim() || `사용자${author.id}`, currentLevel: author.currentLevel },
    },
  }));
  return { data: { card: { id: ourId(nodeId), ...fields, reviews: { ...reviews, edges } } } };
}
