import { COUNTERS, STATS, TRIGGERS, isRow, models, pinned, statsFilteredOrSorted, type ModelInfo, type Row } from "./rowModels";

/**
 * Tags name what a cached answer read and what a write changed, so a write drops only the answers
 * that could show it:
 * - `Model` — the table: a list or count over it. Every write to the table carries it.
 * - `Model:id` — one row: a write to the row tags it.
 * - `Model:id/Child` — the rows of Child hanging from that row by a foreign key (card 12's
 *   reviews, a review's likes): a write to a Child row tags the parents its foreign keys name so.
 * - `Model:*` — a write to rows of Model that cannot be named one by one (a bulk update);
 *   `Model:*` followed by `/Child` likewise for children whose parents cannot be named.
 * - `*` — anything (a script, a raw statement that did not say what it wrote or read).
 */
export type Tags = ReadonlySet<string>;
export const ANY = "*";

/**
 * What a read of `model` depends on. A row read depends on each row returned and what hangs from
 * it (walking relations that were loaded); a list narrowed to one parent by a foreign key depends
 * on that parent; any other list on its table, and on the tables its filter and order reach
 * through relations (ordering reviews by their likes depends on likes).
 */
export function readTags(model: string, operation: string, args: Row | undefined, result: unknown, into: Set<string>) {
  const info = models.get(model);
  if (!info) return void into.add(ANY);
  const single = operation.startsWith("findUnique") || operation.startsWith("findFirst");
  const ids = info.id && isRow(args?.where) ? pinned(args.where[info.id]) : null;
  for (const id of ids ?? []) into.add(`${model}:${id}`);
  if ((!single && !ids) || result === null) {
    const parents = parentsPinned(info, args?.where);
    const lists = parents.length > 0 ? parents : [model];
    const byStats = statsFilteredOrSorted(model, args);
    for (const list of lists) {
      into.add(list);
      for (const column of byStats) into.add(`${list}.${column}`);
    }
    for (const key of ["where", "orderBy", "cursor"]) relationTables(info, args?.[key], into);
  }
  nestedListTables(info, args, into);
  if (operation.startsWith("find")) rowTags(model, result, into, ids !== null);
  if (single && isRow(result) && info.id) {
    for (const column of COUNTERS[model] ?? []) if (result[column] !== undefined) into.add(`${model}:${result[info.id]}#${column}`);
  }
}

/**
 * The parents a list is narrowed to by one foreign key (`cardId: 12`, `cardId: { in: [12, 13] }`):
 * a row that enters or leaves the list names one of them when written.
 */
function parentsPinned(info: ModelInfo, where: unknown): string[] {
  if (!isRow(where)) return [];
  for (const relation of info.relations.values()) {
    if (relation.from.length !== 1) continue;
    const values = pinned(where[relation.from[0]]);
    if (values && values.length > 0) return values.map((value) => `${relation.model}:${value}/${info.name}`);
  }
  return [];
}

function relationTables(info: ModelInfo, clause: unknown, into: Set<string>) {
  const clauses = Array.isArray(clause) ? clause : [clause];
  for (const part of clauses) {
    if (!isRow(part)) continue;
    for (const [key, value] of Object.entries(part)) {
      if (key === "AND" || key === "OR" || key === "NOT") relationTables(info, value, into);
      const relation = info.relations.get(key);
      if (!relation) continue;
      into.add(relation.model);
      const related = models.get(relation.model);
      if (related) relationTables(related, isRow(value) ? Object.values(value) : value, into);
    }
  }
}

/** Relation lists loaded with a row are filtered and ordered too (a card's reviews by their likes). */
function nestedListTables(info: ModelInfo, args: Row | undefined, into: Set<string>) {
  for (const key of ["select", "include"]) {
    const fields = args?.[key];
    if (!isRow(fields)) continue;
    for (const [field, value] of Object.entries(fields)) {
      const related = models.get(info.relations.get(field)?.model ?? "");
      if (!related || !isRow(value)) continue;
      for (const clause of ["where", "orderBy"]) relationTables(related, value[clause], into);
      for (const column of statsFilteredOrSorted(related.name, value)) into.add(`${related.name}.${column}`);
      nestedListTables(related, value, into);
    }
  }
}

/** Tags every row in `result` (and relations loaded with it) by its id; a row read without its id, by its table. */
function rowTags(model: string, result: unknown, into: Set<string>, idsKnown = false) {
  if (Array.isArray(result)) {
    for (const row of result) rowTags(model, row, into, idsKnown);
    return;
  }
  const info = models.get(model);
  if (!info || !isRow(result)) return;
  const id = info.id ? result[info.id] : undefined;
  if (id !== undefined) into.add(`${model}:${id}`);
  else if (!idsKnown) into.add(model);
  for (const [field, relation] of info.relations) {
    if (result[field] === undefined) continue;
    // Children loaded with the row (its reviews, its profile): a new or deleted child names this row's children.
    if (relation.from.length === 0) into.add(id !== undefined ? `${model}:${id}/${relation.model}` : relation.model);
    rowTags(relation.model, result[field], into);
  }
  // Counted children (`_count: { replies: 3 }`) likewise.
  if (isRow(result._count)) {
    for (const field of Object.keys(result._count)) {
      const child = info.relations.get(field)?.model;
      if (child) into.add(id !== undefined ? `${model}:${id}/${child}` : child);
    }
  }
}

const BULK = new Set(["updateMany", "updateManyAndReturn", "deleteMany"]);
const NESTED_WRITES = ["create", "createMany", "connectOrCreate", "update", "updateMany", "upsert", "delete", "deleteMany", "set", "disconnect"];

/**
 * What a write to `model` changed: the table, the rows (from the returned rows, else the `data`
 * and `where`), each row's parents by foreign key, tables triggers wrote, and related rows written
 * through nested writes. What cannot be named becomes `Model:*`: more is dropped, never less.
 */
export function writeTags(model: string, operation: string, args: Row | undefined, result: unknown, into: Set<string>) {
  const info = models.get(model);
  if (!info) return void into.add(ANY);
  const data = args?.data;
  const updates = operation.startsWith("update") && isRow(data);
  const columns = updates ? Object.keys(data) : [];
  const where = isRow(args?.where) ? args.where : undefined;
  // The rows a single-row update names by id: a counter or statistics update of them is told apart below.
  const ids = operation === "update" && info.id && where ? pinned(where[info.id]) : null;
  // A counter bump of one row names that row's counter only (see COUNTERS).
  if (ids && columns.length === 1 && COUNTERS[model]?.includes(columns[0])) {
    for (const id of ids) into.add(`${model}:${id}#${columns[0]}`);
    return;
  }
  if (ids && columns.length > 0 && columns.every((column) => STATS[model]?.includes(column))) {
    for (const column of columns) into.add(`${model}.${column}`);
    for (const id of ids) into.add(`${model}:${id}`);
    for (const relation of info.relations.values()) {
      const parent = relation.from.length === 1 && isRow(result) ? result[relation.from[0]] : null;
      if (parent !== null && parent !== undefined) for (const column of columns) into.add(`${relation.model}:${parent}/${model}.${column}`);
    }
    return;
  }
  into.add(model);
  const trigger = TRIGGERS[model];
  if (trigger && (!updates || trigger.columns.some((column) => column in data))) for (const table of trigger.tables) into.add(table);
  const rows: Row[] = [
    ...(Array.isArray(result) ? result.filter(isRow) : isRow(result) ? [result] : []),
    ...(Array.isArray(data) ? data.filter(isRow) : isRow(data) ? [data] : []),
    ...(isRow(args?.create) ? [args.create] : []),
    ...(where ? [where] : []),
  ];
  // A bulk update or delete names the rows it changed only through its `where` (or returned rows).
  const unnamed = (column: string) => BULK.has(operation) && !Array.isArray(result) && !(where && pinned(where[column]));
  const named = (column: string, target: string, suffix = "") => {
    const values = rows.flatMap((row) => pinned(row[column]) ?? []);
    // A foreign key read back as null names no parent; one no row mentions may be any.
    const known = values.length > 0 || rows.some((row) => row[column] === null);
    if (!known || unnamed(column)) into.add(`${target}:*${suffix}`);
    for (const value of values) into.add(`${target}:${value}${suffix}`);
  };
  if (info.id) named(info.id, model);
  for (const [field, relation] of info.relations) {
    if (relation.from.length === 1) named(relation.from[0], relation.model, `/${model}`);
    else if (relation.from.length > 1) into.add(`${relation.model}:*`);
    for (const row of [data, args?.create, args?.update]) {
      const nested = isRow(row) ? row[field] : undefined;
      if (isRow(nested) && NESTED_WRITES.some((op) => op in nested)) into.add(relation.model).add(`${relation.model}:*`);
    }
  }
}
