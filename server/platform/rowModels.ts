import { getDatamodel } from "../generated/pothos-types";

// What the tag rules (./rowTags.ts) know of the schema: each model's id, relations and foreign
// keys, and the columns written by triggers, bumped as counters or kept as statistics.

export interface Relation {
  /** The related model. */
  model: string;
  /** This model's foreign-key columns pointing at the related row (empty on the other side). */
  from: readonly string[];
  isList: boolean;
}

export interface ModelInfo {
  name: string;
  /** The single-column id, when the model has one (composite keys are tagged by their parents). */
  id?: string;
  relations: Map<string, Relation>;
}

export const models = new Map<string, ModelInfo>(
  Object.entries(getDatamodel().datamodel.models).map(([name, model]) => {
    const relations = new Map<string, Relation>();
    for (const field of model.fields) {
      if (field.kind === "object") relations.set(field.name, { model: field.type, from: field.relationFromFields ?? [], isList: field.isList });
    }
    return [name, { name, id: model.fields.find((f) => f.isId)?.name, relations }];
  }),
);

/**
 * Tables written by triggers when a model's rows change (prisma/migrations/*_formation_summaries):
 * on every insert and delete, and on updates that set one of `columns`.
 */
export const TRIGGERS: Record<string, { tables: string[]; columns: string[] }> = {
  Review: { tables: ["FormationStat", "FormationCardStat"], columns: ["isLatest", "overallRating", "formation", "positionBreak", "cardId", "hiddenAt"] },
  Card: { tables: ["FormationCardStat"], columns: ["position"] },
};

/**
 * Counters bumped on every interaction: a write that sets only these tags `Model:id#column`, which
 * only single-row reads that return the column depend on. Lists and rows loaded with other rows
 * (a review's author) keep showing the count until their TTL instead of being rebuilt per bump.
 */
export const COUNTERS: Record<string, string[]> = { User: ["points"], Post: ["views"] };

/**
 * Statistics kept on a row from other rows (a card's rating, a review's likes). A write that sets
 * only these names the row and `Model.column` (and each parent's `Parent:id/Model.column`) instead
 * of the table: lists keep their copies unless they show the row or filter or sort by a statistic.
 */
export const STATS: Record<string, string[]> = {
  Card: ["avgRating", "reviewCount", "heartCount", "ratingPace", "ratingShooting", "ratingPassing", "ratingAgility", "ratingDefense", "ratingPhysical"],
  Review: ["likeCount", "upVotes", "downVotes", "replyCount"],
  Post: ["likes", "commentCount", "dislikes", "scrapCount"],
  Comment: ["likes", "dislikes"],
  FormationReview: ["likes", "dislikes", "commentCount"],
};
/** What lists ordered by a card's statistics read (hand-written SQL declares them; Prisma reads find them in `orderBy`). */
export const CARD_STATS = {
  avgRating: "Card.avgRating", reviewCount: "Card.reviewCount", heartCount: "Card.heartCount",
  // The six rating averages (the review summary's percentiles read every peer's).
  ratingPace: "Card.ratingPace", ratingShooting: "Card.ratingShooting", ratingPassing: "Card.ratingPassing",
  ratingAgility: "Card.ratingAgility", ratingDefense: "Card.ratingDefense", ratingPhysical: "Card.ratingPhysical",
} as const;

/** Whether a `where` or `orderBy` reads `column` (through AND/OR/NOT and order lists). */
function mentions(clause: unknown, column: string): boolean {
  if (Array.isArray(clause)) return clause.some((part) => mentions(part, column));
  if (!isRow(clause)) return false;
  return Object.entries(clause).some(([key, value]) => key === column || (["AND", "OR", "NOT"].includes(key) && mentions(value, column)));
}

/**
 * Generated columns PostgreSQL computes from statistics (Post.score = likes - dislikes): a list
 * filtered or sorted by one reads its sources, since a vote writes only those.
 */
const DERIVED_STATS: Record<string, Record<string, string[]>> = { Post: { score: ["likes", "dislikes"] } };

/** The statistics (STATS) of `model` a list's `where` or `orderBy` filters or sorts by, directly or through a derived column. */
export function statsFilteredOrSorted(model: string, args: Row | undefined): string[] {
  const read = (column: string) => mentions(args?.where, column) || mentions(args?.orderBy, column);
  const derived = Object.entries(DERIVED_STATS[model] ?? {}).flatMap(([column, sources]) => (read(column) ? sources : []));
  return (STATS[model] ?? []).filter((column) => read(column) || derived.includes(column));
}

export type Row = Record<string, unknown>;
export const isRow = (value: unknown): value is Row => typeof value === "object" && value !== null && !Array.isArray(value);

/** The values a `where` or `data` field pins: `5`, `{ equals: 5 }`, `{ in: [5, 6] }`; null when it pins none. */
export function pinned(value: unknown): unknown[] | null {
  if (typeof value === "number" || typeof value === "string") return [value];
  if (!isRow(value)) return null;
  if (typeof value.equals === "number" || typeof value.equals === "string") return [value.equals];
  if (Array.isArray(value.in)) return value.in;
  return null;
}

/** Foreign-key columns that must be read back for a write's parents to be known. */
export function foreignKeys(model: string): string[] {
  const info = models.get(model);
  if (!info) return [];
  return [...(info.id ? [info.id] : []), ...[...info.relations.values()].flatMap((r) => [...r.from])];
}
