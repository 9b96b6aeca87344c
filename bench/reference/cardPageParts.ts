// The card page's panels that hang off the card row `c` (CardDetailRouteQuery): upgrade levels, the
// player's other versions and the review insight. Written from the schema and the rules the page
// states (README, domain/reviewInsight.ts's comment), sharing no code with the server.

export const gid = (type: string, col: string) => `encode(convert_to('${type}:' || ${col}, 'UTF8'), 'base64')`;
export const iso = (col: string) => `to_char(${col}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Every stat a level may give, in the catalogue's order (main, detailed, goalkeeper). */
const LEVEL_STAT_KEYS = [
  "pace", "shooting", "passing", "agilityMain", "defending", "physical", "acceleration", "sprintSpeed", "finishing", "shotPower",
  "longShots", "positioning", "penalties", "volleys", "shortPassing", "longPassing", "vision", "crossing", "curve", "fkAccuracy",
  "dribbling", "ballControl", "agility", "reactions", "balance", "composure", "marking", "defAwareness", "standingTackle",
  "slidingTackle", "interceptions", "headingAccuracy", "strength", "aggression", "jumping", "stamina", "diving", "handling",
  "kicking", "reflexes", "gkPositioning",
];
// A level's stored stats (the CardLevelStats scalar): catalogue keys with whole numbers only, as one object.
const levelStats = `COALESCE((SELECT json_object_agg(k.key, l.stats -> k.key ORDER BY k.n)
    FROM unnest(ARRAY[${LEVEL_STAT_KEYS.map((k) => `'${k}'`).join(", ")}]) WITH ORDINALITY k(key, n)
    WHERE jsonb_typeof(l.stats -> k.key) = 'number' AND (l.stats ->> k.key)::numeric % 1 = 0), '{}'::json)`;

/** Card.levels: ranks, then training, each ascending. */
export const levels = `COALESCE((SELECT json_agg(json_build_object('kind', upper(l.kind), 'level', l.level,
      'label', CASE l.kind WHEN 'rank' THEN '랭크' WHEN 'training' THEN '훈련' ELSE l.kind END || ' ' || l.level,
      'ovr', l.ovr, 'statsUpdatedAt', ${iso(`l."statsUpdatedAt"`)}, 'stats', ${levelStats}) ORDER BY l.kind, l.level)
    FROM "CardLevel" l WHERE l."cardId" = c.id), '[]'::json)`;

// The player's identity: the stored key (trimmed) or the name without spaces, lower-cased.
const playerKey = `COALESCE(NULLIF(left(regexp_replace(c."playerKey", '^\\s+|\\s+$', '', 'g'), 100), ''),
  left(lower(regexp_replace(normalize(c.name, NFC), '\\s', '', 'g')), 100))`;

/** Card.otherVersions: the same player's other cards, highest OVR first, at most 20. */
export const otherVersions = `COALESCE((SELECT json_agg(json_build_object('databaseId', o.id, 'ovr', o.ovr, 'className', o."className",
      'avgRating', o."avgRating", 'reviewCount', o."reviewCount", 'id', ${gid("Card", "o.id")}) ORDER BY o.ovr DESC, o.id DESC)
    FROM (SELECT id, ovr, "className", "avgRating", "reviewCount" FROM "Card"
          WHERE "playerKey" = ${playerKey} AND id <> c.id ORDER BY ovr DESC, id DESC LIMIT 20) o), '[]'::json)`;

const MIN_REVIEWS = 5;
const AXES = [["pace", "ratingPace"], ["shooting", "ratingShooting"], ["passing", "ratingPassing"], ["agility", "ratingAgility"],
  ["defense", "ratingDefense"], ["physical", "ratingPhysical"]] as const;
// Mid-rank percentile among the peers: (below + equal / 2) / peers × 100.
const percentile = (col: string) =>
  `((count(*) FILTER (WHERE p."${col}" < c."${col}") + count(*) FILTER (WHERE p."${col}" = c."${col}") / 2.0) * 100.0 / count(*))::float8`;
const axisRows = AXES.map(([key], i) => `('${key}', x."${key}", ${i})`).join(", ");
const extreme = (direction: "DESC" | "ASC") => `(SELECT a.key FROM (VALUES ${axisRows}) a(key, pct, n) ORDER BY a.pct ${direction}, a.n LIMIT 1)`;
const quote = (test: string) => `(SELECT json_build_object('reviewText', q."reviewText", 'overallRating', q."overallRating", 'likeCount', q."likeCount")
    FROM "Review" q WHERE q."cardId" = c.id AND q."isLatest" AND q."hiddenAt" IS NULL AND COALESCE(btrim(q."reviewText"), '') <> '' AND ${test}
    ORDER BY q."likeCount" DESC, q."createdAt" DESC, q.id DESC LIMIT 1)`;

/** Card.reviewInsight: null below 5 shown reviews; else the six ratings' percentiles among same-position cards with 5+. */
export const reviewInsight = `CASE WHEN c."reviewCount" >= ${MIN_REVIEWS} THEN (SELECT json_build_object('peerCount', x.peers,
      'axes', json_build_array(${AXES.map(([key, col]) => `json_build_object('key', '${key}', 'percentile', x."${key}", 'average', c."${col}")`).join(", ")}),
      'strongest', ${extreme("DESC")}, 'weakest', ${extreme("ASC")},
      'positive', ${quote(`q."overallRating" >= 8`)}, 'negative', ${quote(`q."overallRating" <= 4`)})
    FROM (SELECT count(*)::int AS peers, ${AXES.map(([key, col]) => `${percentile(col)} AS "${key}"`).join(", ")}
          FROM "Card" p WHERE p.position = c.position AND p."reviewCount" >= ${MIN_REVIEWS}) x) END`;
