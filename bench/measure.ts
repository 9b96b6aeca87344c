import { runLoad, type BenchRequest, type LoadResult } from "./load";
import type { Target, TargetStats } from "./target";

export interface Run extends LoadResult {
  cpuMs: number;
  sql: number;
  sqlMs: number;
  maxSqlMs: number;
  maxSql: string;
  /** Response-cache events during the run (zero for a target without the cache). */
  cache: { hits: number; misses: number; invalidations: number; dropped: number };
}

const noCache = { hits: 0, misses: 0, invalidations: 0, dropped: 0 };

/** One timed run of `make`'s requests against `target`, with its CPU, SQL and cache counts per run or request. */
export async function measure(target: Target, make: (i: number) => BenchRequest, options: { connections: number; seconds: number }): Promise<Run> {
  const before: TargetStats = await target.stats();
  const load = await runLoad(target.port, make, options);
  const after = await target.stats();
  const per = (v: number) => v / Math.max(1, load.requests);
  const [from, to] = [before.cache ?? noCache, after.cache ?? noCache];
  return {
    ...load,
    cpuMs: per((after.cpuMicros - before.cpuMicros) / 1000),
    sql: per(after.statements - before.statements),
    sqlMs: per(after.sqlMs - before.sqlMs),
    maxSqlMs: after.maxSqlMs,
    maxSql: after.maxSql,
    cache: { hits: to.hits - from.hits, misses: to.misses - from.misses, invalidations: to.invalidations - from.invalidations, dropped: to.dropped - from.dropped },
  };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const r1 = (v: number) => Math.round(v * 10) / 10;
export const r2 = (v: number) => Math.round(v * 100) / 100;
