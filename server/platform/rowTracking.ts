import { AsyncLocalStorage } from "node:async_hooks";
import { foreignKeys } from "./rowModels";
import { ANY, readTags, writeTags, type Tags } from "./rowTags";

/**
 * Which rows a request read and which a write changed, learned from the Prisma calls themselves
 * (a client extension: model, operation, arguments, result) and from what raw statements declare;
 * no SQL text is parsed. Tags are explained in ./rowTags.ts.
 */

interface WriteScope {
  tags: Set<string>;
  report?: (tags: Tags) => void;
}

const readScopes = new AsyncLocalStorage<Set<string>>();
const writeScopes = new AsyncLocalStorage<WriteScope>();
const rawDeclarations = new AsyncLocalStorage<{ kind: "read" | "write"; tags: readonly string[] }>();

/** Runs `fn` and returns, with its value, the tags of every row it read (for a cache of its answer). */
export async function trackReads<T>(fn: () => Promise<T>): Promise<{ value: T; tags: Set<string> }> {
  const tags = new Set<string>();
  const value = await readScopes.run(tags, async () => await fn());
  return { value, tags };
}

/** Adds tags to the reads being tracked, if any (a cached value replaying what it was built from). */
export function noteReads(tags: Iterable<string>) {
  const scope = readScopes.getStore();
  if (scope) for (const tag of tags) scope.add(tag);
}

/** Runs raw read statements in `fn`, declaring what they read (tables or rows); undeclared raw reads read anything. */
export function rawReads<T>(tags: readonly string[], fn: () => Promise<T>): Promise<T> {
  // Awaited inside: Prisma's promises are lazy and run their query when first awaited.
  return rawDeclarations.run({ kind: "read", tags }, async () => await fn());
}

/** Runs raw write statements in `fn`, declaring what they write; an undeclared `$executeRaw` wrote anything. */
export function rawWrites<T>(tags: readonly string[], fn: () => Promise<T>): Promise<T> {
  return rawDeclarations.run({ kind: "write", tags }, async () => await fn());
}

/** Runs a transaction: its writes are reported once, after `fn` (the commit) succeeded. */
export async function collectWrites<T>(fn: () => Promise<T>): Promise<T> {
  const scope: WriteScope = { tags: new Set() };
  const value = await writeScopes.run(scope, async () => await fn());
  if (scope.tags.size > 0) scope.report?.(scope.tags);
  return value;
}

const WRITES = new Set(["create", "createMany", "createManyAndReturn", "update", "updateMany", "updateManyAndReturn", "upsert", "delete", "deleteMany"]);
const SINGLE_ROW_WRITES = new Set(["create", "update", "upsert", "delete"]);

type Args = Record<string, unknown> | undefined;
interface Operation {
  model?: string;
  operation: string;
  args: unknown;
  query: (args: unknown) => Promise<unknown>;
}

/** The Prisma client extension: `report` learns each committed write's tags on this instance. */
export function rowTracking(report: (tags: Tags) => void) {
  const written = (tags: Tags) => {
    const scope = writeScopes.getStore();
    if (!scope) return report(tags);
    for (const tag of tags) scope.tags.add(tag);
    scope.report ??= report;
  };

  async function raw({ operation, args, query }: Operation) {
    const declared = rawDeclarations.getStore();
    const result = await query(args);
    if (declared?.kind === "write") written(new Set(declared.tags));
    else if (declared) noteReads(declared.tags);
    else if (operation.startsWith("$executeRaw")) written(new Set([ANY]));
    else noteReads([ANY]);
    return result;
  }

  async function write({ model, operation, args, query }: Operation & { model: string }) {
    // A write returning chosen columns is asked for its id and foreign keys too, then given back without them.
    const select = (args as Args)?.select as Record<string, unknown> | undefined;
    const added = select && SINGLE_ROW_WRITES.has(operation) ? foreignKeys(model).filter((column) => !select[column]) : [];
    const asked = added.length ? { ...(args as object), select: { ...select, ...Object.fromEntries(added.map((c) => [c, true])) } } : args;
    const result = await query(asked);
    const tags = new Set<string>();
    writeTags(model, operation, args as Args, result, tags);
    if (result && typeof result === "object") for (const column of added) delete (result as Record<string, unknown>)[column];
    written(tags);
    return result;
  }

  return {
    name: "rowTracking",
    query: {
      async $allOperations(operation: Operation) {
        const { model } = operation;
        if (!model) return raw(operation);
        if (WRITES.has(operation.operation)) return write({ ...operation, model });
        const result = await operation.query(operation.args);
        noteModelRead(model, operation.operation, operation.args, result);
        return result;
      },
    },
  };
}

/** Whether a cache is tracking what the current request reads. */
export const tracksReads = () => readScopes.getStore() !== undefined;

/** Notes what a model read (`operation` on `model`, e.g. findMany on Card) read among the reads being tracked, if any. */
export function noteModelRead(model: string, operation: string, args: unknown, result: unknown) {
  const scope = readScopes.getStore();
  if (scope) readTags(model, operation, args as Args, result, scope);
}

/** Notes each of `rows` of `model` (by its `id`) among the reads being tracked, if any. */
export function noteRows(model: string, rows: readonly object[]) {
  noteReads(rows.flatMap((row) => ("id" in row && row.id !== undefined ? [`${model}:${row.id}`] : [])));
}

/** `rawReads` of rows of `model`: the answer also depends on each returned row (by its `id`). */
export async function rawReadRows<T extends object[]>(model: string, tags: readonly string[], fn: () => Promise<T>): Promise<T> {
  const rows = await rawReads(tags, fn);
  noteRows(model, rows);
  return rows;
}
