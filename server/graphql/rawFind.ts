import { getDatamodel } from "../generated/pothos-types";
import type { Db } from "../platform/db";

/**
 * The hottest reads (a card, a card's page of reviews) as one raw statement built from the same
 * Prisma arguments Pothos plans. Prisma 6.19 compiles every query in WebAssembly on every call
 * (~1–2 ms of CPU for a card page's selections, no plan cache); a raw statement skips that. Only
 * a small subset is translated; anything else answers null and the caller asks Prisma as before.
 * The subset answers the same rows as Prisma (server/graphql/rawFind.test.ts compares them):
 * scalar columns; a to-one relation with a select; a to-many relation with `take: 1`; `where` of
 * equalities, nulls, AND and OR; `orderBy` by columns; `take` and `skip`.
 */

type Args = Record<string, unknown>;
type Field = { name: string; kind: string; type: string; isList: boolean; isId: boolean; relationName?: string; relationFromFields?: string[] };

const models = getDatamodel().datamodel.models as unknown as Record<string, { fields: Field[]; primaryKey: { fields: string[] } | null }>;
const fieldsOf = new Map(Object.entries(models).map(([name, m]) => [name, new Map(m.fields.map((f) => [f.name, f]))]));
// Types that a raw statement reads back as Prisma does (Decimal, BigInt and Bytes would not).
const SAME_AS_PRISMA = new Set(["Int", "String", "Boolean", "Float", "DateTime", "Json"]);

class Unsupported extends Error {}
const unsupported = (): never => {
  throw new Unsupported();
};
const q = (name: string) => `"${name}"`;

/** Each object key of a selection, and the column aliases it is read from. */
interface Shape {
  columns: [key: string, alias: string][];
  relations: { key: string; present: string; many: boolean; shape: Shape }[];
}

class Statement {
  params: unknown[] = [];
  columns: string[] = [];
  joins: string[] = [];
  private tables = 0;

  param(value: unknown) {
    if (!["number", "string", "boolean"].includes(typeof value)) unsupported();
    this.params.push(value);
    return `$${this.params.length}`;
  }
  table() {
    return `t${this.tables++}`;
  }
  column(expression: string) {
    const alias = `c${this.columns.length}`;
    this.columns.push(`${expression} AS ${q(alias)}`);
    return alias;
  }

  where(model: string, t: string, where: unknown): string {
    if (where === undefined) return "TRUE";
    if (!where || typeof where !== "object" || Array.isArray(where)) return unsupported();
    const parts = Object.entries(where as Args).map(([key, value]) => {
      if (key === "AND" || key === "OR") {
        const list = Array.isArray(value) ? value : key === "AND" ? [value] : unsupported();
        if (list.length === 0) return key === "AND" ? "TRUE" : "FALSE";
        return `(${list.map((w) => this.where(model, t, w)).join(` ${key} `)})`;
      }
      const field = scalar(model, key);
      return value === null ? `${t}.${q(field.name)} IS NULL` : `${t}.${q(field.name)} = ${this.param(value)}`;
    });
    return parts.length ? parts.join(" AND ") : "TRUE";
  }

  orderBy(model: string, t: string, orderBy: unknown): string {
    if (orderBy === undefined) return "";
    const list = Array.isArray(orderBy) ? orderBy : [orderBy];
    const keys = list.flatMap((o) => Object.entries(o as Args)).map(([key, dir]) => {
      if (dir !== "asc" && dir !== "desc") unsupported();
      return `${t}.${q(scalar(model, key).name)} ${dir === "asc" ? "ASC" : "DESC"}`;
    });
    return keys.length ? ` ORDER BY ${keys.join(", ")}` : "";
  }

  select(model: string, t: string, select: unknown, inLateral = false): Shape {
    if (!select || typeof select !== "object") return unsupported();
    const shape: Shape = { columns: [], relations: [] };
    for (const [key, value] of Object.entries(select as Args)) {
      if (value === false) continue;
      const field = fieldsOf.get(model)?.get(key) ?? unsupported();
      if (field.kind === "scalar" || field.kind === "enum") {
        if (value !== true || field.isList || (field.kind === "scalar" && !SAME_AS_PRISMA.has(field.type))) unsupported();
        shape.columns.push([key, this.column(`${t}.${q(key)}`)]);
      } else if (!inLateral && value && typeof value === "object") {
        shape.relations.push(field.isList ? this.toMany(model, t, field, value as Args) : this.toOne(model, t, field, value as Args));
      } else unsupported();
    }
    return shape;
  }

  private toOne(model: string, t: string, field: Field, args: Args) {
    if (Object.keys(args).some((k) => k !== "select")) unsupported();
    const [from] = field.relationFromFields?.length === 1 ? field.relationFromFields : unsupported();
    const id = idOf(field.type, fieldsOf.get(model)?.get(from));
    const r = this.table();
    this.joins.push(`LEFT JOIN ${q(field.type)} AS ${r} ON ${r}.${q(id)} = ${t}.${q(from)}`);
    return { key: field.name, present: this.column(`${r}.${q(id)} IS NOT NULL`), many: false, shape: this.select(field.type, r, args.select) };
  }

  private toMany(model: string, t: string, field: Field, args: Args) {
    if (args.take !== 1 || Object.keys(args).some((k) => !["select", "where", "orderBy", "take"].includes(k))) unsupported();
    const back = [...(fieldsOf.get(field.type)?.values() ?? [])].find((f) => f.relationName === field.relationName && f.type === model);
    const [fk] = back?.relationFromFields?.length === 1 ? back.relationFromFields : unsupported();
    const id = idOf(model, fieldsOf.get(field.type)?.get(fk));
    const r = this.table();
    // The lateral subquery's own columns are named after the fields; the outer list aliases them.
    const inner = new Statement();
    inner.params = this.params;
    const shape = inner.select(field.type, r, args.select, true);
    const outer = (alias: string) => this.column(`${r}j.${q(alias)}`);
    const columns = shape.columns.map(([key, alias]) => [key, outer(alias)] as [string, string]);
    const where = inner.where(field.type, r, args.where);
    // Prisma sorts a relation's page by its primary key when no order is given: so does this.
    const order = inner.orderBy(field.type, r, args.orderBy ?? primaryKeyOrder(field.type));
    this.joins.push(
      `LEFT JOIN LATERAL (SELECT TRUE AS "present", ${inner.columns.join(", ")} FROM ${q(field.type)} AS ${r} ` +
        `WHERE ${r}.${q(fk)} = ${t}.${q(id)} AND ${where}${order} LIMIT 1) AS ${r}j ON TRUE`,
    );
    return { key: field.name, present: this.column(`${r}j."present" IS NOT NULL`), many: true, shape: { columns, relations: [] } };
  }
}

/** A column to filter or sort by: Json columns compare by Prisma's own rules, so they stay with Prisma. */
function scalar(model: string, key: string): Field {
  const field = fieldsOf.get(model)?.get(key);
  return field && (field.kind === "scalar" || field.kind === "enum") && !field.isList && field.type !== "Json" ? field : unsupported();
}

function primaryKeyOrder(model: string) {
  const key = models[model]?.primaryKey?.fields ?? [...(fieldsOf.get(model)?.values() ?? [])].filter((f) => f.isId).map((f) => f.name);
  return key.length ? key.map((name) => ({ [name]: "asc" })) : unsupported();
}

/**
 * The @id the foreign key points at. Relations to another unique column (Card.boost → SkillBoost.key)
 * are not described in the Pothos datamodel; their key types differ from the @id's, which rules them out.
 */
function idOf(model: string, foreignKey: Field | undefined): string {
  const ids = [...(fieldsOf.get(model)?.values() ?? [])].filter((f) => f.isId);
  return ids.length === 1 && foreignKey && ids[0].type === foreignKey.type ? ids[0].name : unsupported();
}

function build(row: Args, shape: Shape): Args {
  const out: Args = {};
  for (const [key, alias] of shape.columns) out[key] = row[alias];
  for (const r of shape.relations) {
    const value = row[r.present] ? build(row, r.shape) : null;
    out[r.key] = r.many ? (value ? [value] : []) : value;
  }
  return out;
}

/** `findMany(args)` of `model` as one raw statement, or null when args leave the subset above. */
export function rawFindMany<Row>(db: Db, model: string, args: Args): Promise<Row[]> | null {
  try {
    if (Object.keys(args).some((k) => !["select", "where", "orderBy", "take", "skip"].includes(k))) unsupported();
    const s = new Statement();
    const t = s.table();
    const shape = s.select(model, t, args.select);
    const where = s.where(model, t, args.where);
    const order = s.orderBy(model, t, args.orderBy);
    const limit = args.take === undefined ? "" : ` LIMIT ${s.param(nonNegative(args.take))}`;
    const offset = args.skip === undefined ? "" : ` OFFSET ${s.param(nonNegative(args.skip))}`;
    const sql = `SELECT ${s.columns.join(", ")} FROM ${q(model)} AS ${t} ${s.joins.join(" ")} WHERE ${where}${order}${limit}${offset}`;
    return db.$queryRawUnsafe<Args[]>(sql, ...s.params).then((rows) => rows.map((row) => build(row, shape) as Row));
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

/** `findFirst(args)` of `model` as one raw statement, or null when args leave the subset above. */
export function rawFindFirst<Row>(db: Db, model: string, args: Args): Promise<Row | null> | null {
  return rawFindMany<Row>(db, model, { ...args, take: 1 })?.then(([row]) => row ?? null) ?? null;
}

/** `count({ where })` of `model` as one raw statement, or null when the where leaves the subset. */
export function rawCount(db: Db, model: string, where: unknown): Promise<number> | null {
  try {
    const s = new Statement();
    const sql = `SELECT COUNT(*)::int AS n FROM ${q(model)} AS t0 WHERE ${s.where(model, "t0", where)}`;
    return db.$queryRawUnsafe<{ n: number }[]>(sql, ...s.params).then(([row]) => row.n);
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

const nonNegative = (n: unknown) => (typeof n === "number" && Number.isInteger(n) && n >= 0 ? n : unsupported());
