import type { Redis } from "ioredis";
import type { RedisClients } from "./redis";

export interface RateLimitRule {
  /** Bucket name, e.g. "visit" or "login:ip". */
  name: string;
  limit: number;
  windowSeconds: number;
}

interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(rule: RateLimitRule, key: string): Promise<RateLimitResult>;
  /** The current count of a bucket without counting (0 when absent or expired). */
  peek(rule: RateLimitRule, key: string): Promise<number>;
  reset(rule: RateLimitRule, key: string): Promise<void>;
  /**
   * Counts distinct members instead of hits: `member` is let in while the bucket holds fewer than
   * `rule.limit` others this window, and a member already in it is always let in again.
   */
  admit(rule: RateLimitRule, key: string, member: string): Promise<RateLimitResult>;
  close(): Promise<void>;
}

/**
 * Fixed-window counters: in memory for one process, in Redis when instances must share them.
 * While Redis is unreachable the limits fall back to this instance's memory: logins keep working
 * and every limit still holds per instance (at most N times looser with N instances).
 */
export function createRateLimiter(redis?: RedisClients): RateLimiter {
  if (!redis) return memoryLimiter();
  const shared = redisLimiter(redis.limits);
  const local = memoryLimiter();
  return {
    async hit(rule, key) {
      if (redis.state() === "down") return local.hit(rule, key);
      try {
        return await shared.hit(rule, key);
      } catch {
        return local.hit(rule, key);
      }
    },
    async peek(rule, key) {
      if (redis.state() === "down") return local.peek(rule, key);
      return shared.peek(rule, key).catch(() => local.peek(rule, key));
    },
    async reset(rule, key) {
      await local.reset(rule, key);
      await shared.reset(rule, key).catch(() => {});
    },
    async admit(rule, key, member) {
      if (redis.state() === "down") return local.admit(rule, key, member);
      return shared.admit(rule, key, member).catch(() => local.admit(rule, key, member));
    },
    async close() {},
  };
}

function memoryLimiter(): RateLimiter {
  const buckets = new Map<string, { count: number; resetAt: number }>();
  const sets = new Map<string, { members: Set<string>; resetAt: number }>();
  return {
    async hit(rule, key) {
      const id = `${rule.name}:${key}`;
      const now = Date.now();
      let bucket = buckets.get(id);
      if (!bucket || bucket.resetAt <= now) {
        if (buckets.size > 100_000) pruneExpired(buckets, now);
        bucket = { count: 0, resetAt: now + rule.windowSeconds * 1000 };
        buckets.set(id, bucket);
      }
      bucket.count += 1;
      return result(rule, bucket.count, Math.ceil((bucket.resetAt - now) / 1000));
    },
    async peek(rule, key) {
      const bucket = buckets.get(`${rule.name}:${key}`);
      return bucket && bucket.resetAt > Date.now() ? bucket.count : 0;
    },
    async reset(rule, key) {
      buckets.delete(`${rule.name}:${key}`);
    },
    async admit(rule, key, member) {
      const id = `${rule.name}:${key}`;
      const now = Date.now();
      let set = sets.get(id);
      if (!set || set.resetAt <= now) {
        if (sets.size > 100_000) pruneExpired(sets, now);
        set = { members: new Set(), resetAt: now + rule.windowSeconds * 1000 };
        sets.set(id, set);
      }
      const retry = Math.ceil((set.resetAt - now) / 1000);
      if (set.members.has(member)) return result(rule, set.members.size, retry);
      if (set.members.size >= rule.limit) return result(rule, rule.limit + 1, retry);
      set.members.add(member);
      return result(rule, set.members.size, retry);
    },
    async close() {},
  };
}

function pruneExpired(buckets: Map<string, { resetAt: number }>, now: number) {
  for (const [id, b] of buckets) if (b.resetAt <= now) buckets.delete(id);
}

function redisLimiter(redis: Redis): RateLimiter {
  return {
    async hit(rule, key) {
      const id = `rl:${rule.name}:${key}`;
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(id)
        .ttl(id)
        .exec()) as [[null, number], [null, number]];
      let retry = ttl;
      if (ttl < 0) {
        await redis.expire(id, rule.windowSeconds);
        retry = rule.windowSeconds;
      }
      return result(rule, count, retry);
    },
    async peek(rule, key) {
      return Number((await redis.get(`rl:${rule.name}:${key}`)) ?? 0);
    },
    async reset(rule, key) {
      await redis.del(`rl:${rule.name}:${key}`);
    },
    async admit(rule, key, member) {
      const [admitted, size, ttl] = (await redis.eval(ADMIT_SCRIPT, 1, `rl:set:${rule.name}:${key}`, member, rule.limit, rule.windowSeconds)) as [number, number, number];
      return result(rule, admitted ? size : rule.limit + 1, ttl);
    },
    async close() {},
  };
}

/** One round trip, atomic: concurrent newcomers cannot both take the last place. Returns {admitted, size, ttl}. */
const ADMIT_SCRIPT = `
local size = redis.call('SCARD', KEYS[1])
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 0 then
  if size >= tonumber(ARGV[2]) then return {0, size, redis.call('TTL', KEYS[1])} end
  redis.call('SADD', KEYS[1], ARGV[1])
  size = size + 1
  if size == 1 then redis.call('EXPIRE', KEYS[1], ARGV[3]) end
end
return {1, size, redis.call('TTL', KEYS[1])}`;

function result(rule: RateLimitRule, count: number, retryAfterSeconds: number): RateLimitResult {
  return {
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: Math.max(1, retryAfterSeconds),
  };
}
