import { models } from "./rowModels";
import { noteModelRead, tracksReads } from "./rowTracking";

const READS = new Set(["findUnique", "findUniqueOrThrow", "findFirst", "findFirstOrThrow", "findMany", "count", "aggregate", "groupBy"]);
/** A model's delegate on the client (`card` for Card), as Prisma names it. */
const modelOfDelegate = new Map([...models.keys()].map((name) => [name[0]!.toLowerCase() + name.slice(1), name]));

type Call = () => Promise<unknown>;
type Method = (...args: unknown[]) => unknown;

/**
 * `extended` (the client with the write-tracking and stale-plan extensions) with its model reads sent
 * to `plain`, the same client without extensions. Prisma runs every call of an extended client
 * through its extension chain: it deep-copies the arguments and makes a lazy promise for each
 * extension, then walks the whole result for result extensions we do not have. For a card with its
 * 20 reviews that was ~0.1 ms of ~0.7 ms in Prisma (bench:in-process BENCH_LAYER=prisma). A read
 * here does what the extensions did for it: it notes what it read for the response cache
 * (rowTracking's `noteModelRead`, the same rule) and goes through `retry` (the stale-plan retry).
 * Writes, raw statements and transactions stay on `extended`, so every write is still reported.
 *
 * A read is then an ordinary promise, not Prisma's lazy one: it runs when called, and cannot go into
 * `$transaction([...])` (nothing here batches calls that way; an interactive transaction's client
 * is `extended`'s own).
 */
export function withPlainReads<C extends object>(extended: C, plain: object, retry: (call: Call) => Promise<unknown> = (call) => call()): C {
  const members = new Map<string | symbol, unknown>();
  const delegate = (key: string, model: string) => {
    const extendedDelegate = (extended as Record<string, Record<string, unknown>>)[key]!;
    const plainDelegate = (plain as Record<string, Record<string, Method>>)[key]!;
    const methods = new Map<string | symbol, unknown>();
    return new Proxy(extendedDelegate, {
      get(target, name) {
        if (methods.has(name)) return methods.get(name);
        const member = typeof name === "string" && READS.has(name) ? read(model, name, plainDelegate) : bound(target, name);
        if (typeof member === "function") methods.set(name, member);
        return member;
      },
    });
  };
  const read = (model: string, operation: string, on: Record<string, Method>) => (args?: unknown) => {
    const call = () => on[operation]!(args) as Promise<unknown>;
    if (!tracksReads()) return retry(call);
    return retry(call).then((result) => {
      noteModelRead(model, operation, args ?? {}, result);
      return result;
    });
  };
  return new Proxy(extended, {
    get(target, key) {
      if (members.has(key)) return members.get(key);
      const model = typeof key === "string" ? modelOfDelegate.get(key) : undefined;
      const member = model ? delegate(key as string, model) : bound(target, key);
      if (typeof member === "function" || model) members.set(key, member);
      return member;
    },
  });
}

/** A member of a Prisma client or delegate, its methods bound to their own object (not to a proxy of it). */
function bound(target: object, key: string | symbol) {
  const value = Reflect.get(target, key) as unknown;
  return typeof value === "function" ? (value as Method).bind(target) : value;
}
