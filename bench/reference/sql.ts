// The reference's SQL: one statement per answer, with PostgreSQL building the JSON text itself.
// Written from the schema alone; it shares no code with the server.

const gid = (type: string, col: string) => `encode(convert_to('${type}:' || ${col}, 'UTF8'), 'base64')`;
export const iso = (col: string) => `to_char(${col}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const ensureJsonArray = (expr: string) => `COALESCE(${expr}, '[]'::json)`;

/** The card search filter of the bench's requests: text, position, lower OVR/height bounds, foot. */
export interface SearchInput {
  search: string;
  position: string;
  minOvr?: number;
  minHeight?: number;
  footPreference?: string;
}

function searchWhere(input: SearchInput, params: unknown[]) {
  const add = (value: unknown) => `$${params.push(value)}`;
  const parts = [`"searchKey" LIKE ${add(`%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`, `position = ${add(input.position)}`];
  if (input.minOvr !== undefined) parts.push(`ovr >= ${add(input.minOvr)}`);
  if (input.minHeight !== undefined) parts.push(`height >= ${add(input.minHeight)}`);
  if (input.footPreference) parts.push(`"footPreference" = ${add(input.footPreference)}`);
  return parts.join(" AND ");
}

/** GraphQL `cards(filter, first, offset) { totalCount edges { node { … } } }`. */
export function searchGraphql(input: SearchInput & { limit: number; offset: number }) {
  const params: unknown[] = [];
  const where = searchWhere(input, params);
  const text = `SELECT json_build_object('data', json_build_object('cards', json_build_object(
    'totalCount', (SELECT count(*) FROM "Card" WHERE ${where}),
    'edges', ${ensureJsonArray(`(SELECT json_agg(json_build_object('node', json_build_object('id', ${gid("Card", "id")}, 'name', name, 'ovr', ovr,
        'position', position, 'imageUrl', "imageUrl", 'avgRating', "avgRating", 'reviewCount', "reviewCount")) ORDER BY ovr DESC, id DESC)
      FROM (SELECT id, name, ovr, position, "imageUrl", "avgRating", "reviewCount" FROM "Card" WHERE ${where}
            ORDER BY ovr DESC, id DESC LIMIT ${input.limit} OFFSET ${input.offset}) c)`)})))::text AS body`;
  return { text, values: params };
}

/** Columns the REST card lists answer (every stored field but the search key and the detailed stats). */
export const REST_LIST_COLUMNS = [
  "id", "name", "imageUrl", "position", "ovr", "team", "league", "nation", "height", "weight", "skillMoves", "skillMovesList",
  "leftFootRating", "rightFootRating", "isTwoFooted", "weakFoot", "footPreference", "skillBoost", "workRateAtt", "workRateDef",
  "isNew", "className", "playerKey", "staminaRating", "avgRating", "reviewCount", "heartCount", "createdAt", "userId",
  "pace", "shooting", "passing", "agilityMain", "defending", "physical",
];

/** REST `GET /api/cards?…` → `{ cards, total }`. */
export function searchRest(input: SearchInput & { limit: number; offset: number }, columns: string[] | null) {
  const params: unknown[] = [];
  const where = searchWhere(input, params);
  // null: every column but searchKey, as a full-row answer.
  const row = columns
    ? `json_build_object(${columns.map((c) => `'${c}', ${c === "createdAt" ? iso(`c."createdAt"`) : `c."${c}"`}`).join(", ")})`
    : `(to_jsonb(c) - 'searchKey' || jsonb_build_object('createdAt', ${iso(`c."createdAt"`)}, 'updatedAt', ${iso(`c."updatedAt"`)}))`;
  const text = `SELECT json_build_object(
    'cards', ${ensureJsonArray(`(SELECT json_agg(${row} ORDER BY c.ovr DESC, c.id DESC)
      FROM (SELECT * FROM "Card" WHERE ${where} ORDER BY ovr DESC, id DESC LIMIT ${input.limit} OFFSET ${input.offset}) c)`)},
    'total', (SELECT count(*) FROM "Card" WHERE ${where}))::text AS body`;
  return { text, values: params };
}

const displayName = (u: string) => `COALESCE(NULLIF(btrim(${u}.nickname), ''), '사용자' || ${u}.id)`;

/** GraphQL card with its first 20 shown reviews and their authors. */
export function cardReviews(id: number) {
  const text = `SELECT json_build_object('data', json_build_object('card', (
    SELECT json_build_object('id', ${gid("Card", "c.id")}, 'name', c.name, 'ovr', c.ovr, 'position', c.position, 'pace', c.pace,
      'shooting', c.shooting, 'passing', c.passing, 'avgRating', c."avgRating", 'reviewCount', c."reviewCount",
      'reviews', json_build_object(
        'totalCount', (SELECT count(*) FROM "Review" WHERE "cardId" = c.id AND "isLatest" AND "hiddenAt" IS NULL),
        'edges', ${ensureJsonArray(`(SELECT json_agg(json_build_object('node', json_build_object('id', ${gid("Review", "r.id")},
            'overallRating', r."overallRating", 'formation', r.formation, 'reviewText', r."reviewText", 'createdAt', ${iso(`r."createdAt"`)},
            'author', json_build_object('displayName', ${displayName("u")}, 'currentLevel', u."currentLevel")))
            ORDER BY r."overallRating" DESC, r.id DESC)
          FROM (SELECT * FROM "Review" WHERE "cardId" = c.id AND "isLatest" AND "hiddenAt" IS NULL ORDER BY "overallRating" DESC, id DESC LIMIT 20) r
          JOIN "User" u ON u.id = r."userId")`)}))
    FROM "Card" c WHERE c.id = $1)))::text AS body`;
  return { text, values: [id] };
}
