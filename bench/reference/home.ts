// Home page formation panels (formation share, recommended formations, top players) in one statement.
import { rankingScoreSql } from "../../domain/rating";

export function homeFormations(formation: string, position: string) {
  const text = `WITH f AS (
      SELECT formation, count(*)::int AS count, ROUND(AVG("overallRating")::numeric, 1)::float8 AS "avgRating"
      FROM "Review" WHERE "isLatest" AND "hiddenAt" IS NULL GROUP BY formation),
    g AS (
      SELECT r."cardId", AVG(r."overallRating")::float8 AS exact, count(*)::int AS n, c.ovr, c.name, c.position
      FROM "Review" r JOIN "Card" c ON c.id = r."cardId"
      WHERE r.formation = $1 AND r."isLatest" AND r."hiddenAt" IS NULL AND COALESCE(NULLIF(r."positionBreak", ''), c.position) = $2
      GROUP BY r."cardId", c.ovr, c.name, c.position),
    p AS (SELECT (SUM(exact * n) / SUM(n))::float8 AS mean FROM g),
    -- Ranked as the server ranks (domain/rating.ts).
    top AS (
      SELECT g."cardId", ROUND(g.exact::numeric, 1)::float8 AS avg, g.n, g.ovr, g.name, g.position,
        ${rankingScoreSql("g.exact", "g.n", "p.mean")} AS score
      FROM g CROSS JOIN p
      ORDER BY score DESC, n DESC, ovr DESC, "cardId" ASC LIMIT 20)
  SELECT json_build_object('data', json_build_object(
    'formationStats', COALESCE((SELECT json_agg(json_build_object('formation', formation, 'percentage', pct, 'count', count) ORDER BY count DESC, formation)
      FROM (SELECT formation, count, ROUND(count * 100.0 / SUM(count) OVER (), 1)::float8 AS pct FROM f) s), '[]'::json),
    'recommendedFormations', COALESCE((SELECT json_agg(json_build_object('formation', formation, 'usage', count, 'avgRating', "avgRating")
        ORDER BY count DESC, "avgRating" DESC, formation)
      FROM (SELECT * FROM f ORDER BY count DESC, "avgRating" DESC, formation LIMIT 6) s), '[]'::json),
    'topPlayers', COALESCE((SELECT json_agg(json_build_object('rank', rank, 'avgRating', avg, 'reviewCount', n,
        'card', json_build_object('databaseId', "cardId", 'name', name, 'ovr', ovr, 'position', position,
          'id', encode(convert_to('Card:' || "cardId", 'UTF8'), 'base64'))) ORDER BY rank)
      FROM (SELECT *, row_number() OVER (ORDER BY score DESC, n DESC, ovr DESC, "cardId" ASC) AS rank FROM top) t), '[]'::json)
  ))::text AS body`;
  return { text, values: [formation, position] };
}
