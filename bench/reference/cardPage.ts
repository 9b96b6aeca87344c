// The card page (CardDetailRouteQuery's answer) as one SQL statement, for a visitor or a viewer
// resolved from the bearer token's hash in the same statement.
import { gid, iso, levels, otherVersions, reviewInsight } from "./cardPageParts";

const PANEL = [
  "name", "imageUrl", "position", "ovr", "team", "league", "nation", "className", "pace", "shooting", "passing", "agilityMain",
  "defending", "physical", "leftFootRating", "rightFootRating", "skillMoves", "height", "weight", "workRateAtt", "workRateDef",
  "avgRating", "reviewCount",
];
const DETAILED = [
  "acceleration", "sprintSpeed", "finishing", "shotPower", "longShots", "positioning", "penalties", "volleys", "shortPassing",
  "longPassing", "vision", "crossing", "curve", "fkAccuracy", "dribbling", "ballControl", "agility", "reactions", "balance",
  "composure", "marking", "defAwareness", "standingTackle", "slidingTackle", "interceptions", "headingAccuracy", "strength",
  "aggression", "jumping", "stamina", "diving", "handling", "kicking", "reflexes", "gkPositioning",
];
// json_build_object takes at most 100 arguments: the card is built from two objects.
const columns = (list: string[]) => list.map((c) => `'${c}', c."${c}"`).join(", ");

const REVIEWS = 20;

export function cardPage(id: number, tokenHash: string | null) {
  const text = `WITH viewer AS (
      SELECT u.id, u."isAdmin" FROM "Session" s JOIN "User" u ON u.id = s."userId"
      WHERE s."tokenHash" = $2 AND s."revokedAt" IS NULL AND s."expiresAt" > (now() AT TIME ZONE 'UTC') AND NOT u."isDeleted"),
    shown AS (SELECT * FROM "Review" WHERE "cardId" = $1 AND "isLatest" AND "hiddenAt" IS NULL),
    -- The list also shows a hidden review to its author and to admins (marked hidden).
    listed AS (SELECT * FROM "Review" WHERE "cardId" = $1 AND "isLatest"
      AND ("hiddenAt" IS NULL OR "userId" = (SELECT id FROM viewer) OR (SELECT "isAdmin" FROM viewer))),
    totals AS (SELECT count(*)::int AS n,
        ROUND(AVG("paceRating")::numeric, 1)::float8 AS pace, ROUND(AVG("shootingRating")::numeric, 1)::float8 AS shooting,
        ROUND(AVG("passingRating")::numeric, 1)::float8 AS passing, ROUND(AVG("agilityRating")::numeric, 1)::float8 AS agility,
        ROUND(AVG("defenseRating")::numeric, 1)::float8 AS defense, ROUND(AVG("physicalRating")::numeric, 1)::float8 AS physical,
        ROUND(AVG("overallRating")::numeric, 1)::float8 AS overall,
        COALESCE(SUM("upVotes"), 0)::int AS up, COALESCE(SUM("downVotes"), 0)::int AS down FROM shown),
    page AS (SELECT * FROM listed ORDER BY "overallRating" DESC, id DESC LIMIT ${REVIEWS + 1})
  SELECT json_build_object('data', json_build_object(
    'viewer', (SELECT json_build_object('databaseId', v.id, 'isAdmin', v."isAdmin", 'id', ${gid("User", "v.id")}) FROM viewer v),
    'card', (SELECT to_jsonb(json_build_object(${columns(PANEL)},
        'id', ${gid("Card", "c.id")}, 'databaseId', c.id, 'statsUpdatedAt', ${iso('c."statsUpdatedAt"')},
        'skillMovesList', COALESCE((SELECT json_agg(x #>> '{}') FROM jsonb_array_elements(
            CASE WHEN jsonb_typeof(c."skillMovesList") = 'array' THEN c."skillMovesList" ELSE '[]'::jsonb END) x), '[]'::json),
        'skillBoostName', COALESCE(b."nameKo", c."skillBoost"), 'skillBoostColor', b.color,
        'viewerWatches', EXISTS (SELECT 1 FROM "CardWatch" w, viewer v WHERE w."cardId" = c.id AND w."userId" = v.id),
        'levels', ${levels}, 'otherVersions', ${otherVersions}, 'reviewInsight', ${reviewInsight},
        'viewerReview', (SELECT json_build_object('id', ${gid("Review", "vr.id")}) FROM "Review" vr, viewer v
          WHERE vr."cardId" = c.id AND vr."userId" = v.id AND vr."isLatest" LIMIT 1),
        'reviewSummary', (SELECT json_build_object('reviewCount', t.n,
          'averages', CASE WHEN t.n = 0 THEN NULL ELSE json_build_object('pace', t.pace, 'shooting', t.shooting, 'passing', t.passing,
            'agility', t.agility, 'defense', t.defense, 'physical', t.physical, 'overall', t.overall) END,
          'recommendation', json_build_object('likes', t.up, 'dislikes', t.down,
            'percent', CASE WHEN t.up + t.down = 0 THEN 0 ELSE round(t.up * 100.0 / (t.up + t.down))::int END),
          'positionFit', (SELECT json_build_object('ownPosition', c.position,
              'ownCount', COALESCE(sum(p.count) FILTER (WHERE p.position = c.position), 0),
              'others', COALESCE(json_agg(json_build_object('position', p.position, 'count', p.count) ORDER BY p.count DESC, p.position)
                FILTER (WHERE p.position <> c.position), '[]'::json))
            FROM (SELECT COALESCE("positionBreak", c.position) AS position, count(*)::int AS count FROM shown GROUP BY 1) p),
          'topFormations', COALESCE((SELECT json_agg(json_build_object('formation', f.formation, 'count', f.count, 'avgRating', f."avgRating")
              ORDER BY f.count DESC, f."avgRating" DESC, f.formation)
            FROM (SELECT formation, count(*)::int AS count, ROUND(AVG("overallRating")::numeric, 1)::float8 AS "avgRating" FROM shown
                  GROUP BY formation ORDER BY count DESC, "avgRating" DESC, formation LIMIT 5) f), '[]'::json))
          FROM totals t),
        'reviews', json_build_object(
          'edges', COALESCE((SELECT json_agg(json_build_object('cursor', encode(convert_to('GPC:N:' || r.id, 'UTF8'), 'base64'),
              'node', json_build_object('id', ${gid("Review", "r.id")}, '__typename', 'Review', 'overallRating', r."overallRating",
                'paceRating', r."paceRating", 'shootingRating', r."shootingRating", 'passingRating', r."passingRating",
                'agilityRating', r."agilityRating", 'defenseRating', r."defenseRating", 'physicalRating', r."physicalRating",
                'formation', r.formation, 'positionBreak', r."positionBreak", 'level', r.level, 'reviewText', r."reviewText",
                'createdAt', ${iso(`r."createdAt"`)}, 'replyCount', r."replyCount", 'isHidden', r."hiddenAt" IS NOT NULL,
                'author', json_build_object('databaseId', u.id, 'displayName', COALESCE(NULLIF(btrim(u.nickname), ''), '사용자' || u.id),
                  'currentLevel', u."currentLevel", 'id', ${gid("User", "u.id")}, 'isAdmin', u."isAdmin",
                  'legendaryIcon', u."legendaryIcon" OR u."currentLevel" LIKE '레전더리%' OR u."currentLevel" LIKE '피파챔피언%',
                  'isViewer', COALESCE(u.id = (SELECT id FROM viewer), false),
                  'isBlockedByViewer', EXISTS (SELECT 1 FROM "UserBlock" k, viewer v WHERE k."blockerId" = v.id AND k."blockedId" = u.id)),
                'likeStatus', json_build_object('likeCount', r."likeCount", 'isLikedByCurrentUser',
                  EXISTS (SELECT 1 FROM "ReviewLike" l, viewer v WHERE l."reviewId" = r.id AND l."userId" = v.id)),
                'voteStatus', (SELECT json_build_object('voteCount', json_build_object('up', r."upVotes", 'down', r."downVotes"),
                    'userVote', lower(last."voteType"::text),
                    'canVote', EXISTS (SELECT 1 FROM viewer) AND (last."createdAt" IS NULL OR last."createdAt" <= (now() AT TIME ZONE 'UTC') - interval '24 hours'))
                  FROM (SELECT NULL) one LEFT JOIN LATERAL (SELECT rv."voteType", rv."createdAt" FROM "ReviewVote" rv, viewer v
                    WHERE rv."reviewId" = r.id AND rv."userId" = v.id ORDER BY rv."createdAt" DESC LIMIT 1) last ON true)))
              ORDER BY r."overallRating" DESC, r.id DESC)
            FROM (SELECT * FROM page ORDER BY "overallRating" DESC, id DESC LIMIT ${REVIEWS}) r JOIN "User" u ON u.id = r."userId"), '[]'::json),
          'pageInfo', json_build_object('hasNextPage', (SELECT count(*) FROM page) > ${REVIEWS},
            'endCursor', (SELECT encode(convert_to('GPC:N:' || x.id, 'UTF8'), 'base64') FROM
              (SELECT id, "overallRating" FROM page ORDER BY "overallRating" DESC, id DESC LIMIT ${REVIEWS}) x
              ORDER BY x."overallRating" ASC, x.id ASC LIMIT 1)))
      )) || to_jsonb(json_build_object(${columns(DETAILED)}))
      FROM "Card" c LEFT JOIN "SkillBoost" b ON b.key = c."skillBoost" WHERE c.id = $1)))::text AS body`;
  return { text, values: [id, tokenHash ?? ""] };
}
