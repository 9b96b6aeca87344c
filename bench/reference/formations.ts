// Formation answers recounted from "Review" on every request: what the formation summary tables
// replaced (the "before" of issue 15), and a check that the summaries give the same JSON.
import { rankingScoreSql } from "../../domain/rating";
import { REST_LIST_COLUMNS, iso } from "./sql";

// Ranked as the server ranks (domain/rating.ts): the average pulled toward the formation-and-position mean.
const shown = (formation: string, position: string) => `
  WITH g AS (
    SELECT r."cardId", AVG(r."overallRating")::float8 AS exact, count(*)::int AS n, c.ovr
    FROM "Review" r JOIN "Card" c ON c.id = r."cardId"
    WHERE r.formation = ${formation} AND r."isLatest" AND r."hiddenAt" IS NULL AND COALESCE(NULLIF(r."positionBreak", ''), c.position) = ${position}
    GROUP BY r."cardId", c.ovr),
  p AS (SELECT (SUM(exact * n) / SUM(n))::float8 AS mean FROM g)
  SELECT g."cardId", ROUND(g.exact::numeric, 1)::float8 AS avg, g.n, g.ovr, ${rankingScoreSql("g.exact", "g.n", "p.mean")} AS score
  FROM g CROSS JOIN p`;
const RANKED = `ORDER BY score DESC, n DESC, ovr DESC, "cardId" ASC`;
const ORDER = `t.score DESC, t.n DESC, t.ovr DESC, t."cardId" ASC`;

/** REST `GET /api/reviews/formation-stats`. */
export function formationStats() {
  const text = `SELECT json_build_object('formations', COALESCE((SELECT json_agg(json_build_object('formation', formation, 'count', n,
      'percentage', pct) ORDER BY n DESC, formation)
    FROM (SELECT formation, n, ROUND(n * 100.0 / SUM(n) OVER (), 1)::float8 AS pct
          FROM (SELECT formation, count(*)::int AS n FROM "Review" WHERE "isLatest" AND "hiddenAt" IS NULL GROUP BY formation) g) f), '[]'::json))::text AS body`;
  return { text, values: [] };
}

/** REST `GET /api/top-players?formation=&position=&limit=`. */
export function topPlayers(formation: string, position: string, limit: number) {
  const text = `SELECT json_build_object('players', COALESCE((SELECT json_agg(json_build_object('id', c.id, 'position', c.position, 'ovr', c.ovr,
      'imageUrl', c."imageUrl", 'name', c.name, 'pace', c.pace, 'shooting', c.shooting, 'passing', c.passing, 'dribbling', c."agilityMain",
      'defending', c.defending, 'physical', c.physical, 'avgRating', t.avg, 'reviewCount', t.n) ORDER BY ${ORDER})
    FROM (${shown("$1", "$2")} ${RANKED} LIMIT $3) t JOIN "Card" c ON c.id = t."cardId"), '[]'::json))::text AS body`;
  return { text, values: [formation, position, limit] };
}

/** REST `GET /api/cards/recommend?formation=&position=&limit=`: the card list shape plus the formation figures. */
export function recommendedCards(formation: string, position: string, limit: number) {
  const columns = REST_LIST_COLUMNS.map((col) => `'${col}', ${col === "createdAt" ? iso(`c."createdAt"`) : `c."${col}"`}`).join(", ");
  const text = `SELECT json_build_object('cards', COALESCE((SELECT json_agg(json_build_object(${columns},
      'formationAvgRating', t.avg, 'formationReviewCount', t.n) ORDER BY ${ORDER})
    FROM (${shown("$1", "$2")} ${RANKED} LIMIT $3) t JOIN "Card" c ON c.id = t."cardId"), '[]'::json))::text AS body`;
  return { text, values: [formation, position, limit] };
}
