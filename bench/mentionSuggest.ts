// npm run bench:mention-suggest: the @mention suggestion query (server/modules/users/mentionSuggest.service.ts)
// over the demo members (in-memory PGlite seeded with the demo data, 402 members) or, with
// BENCH_DATABASE_URL, over that PostgreSQL database: p50/p95/max ms per suggestion and SQL
// statements per suggestion, for 1- and 2-character prefixes and the initials (초성) of real nicknames.
import { initials } from "../domain/hangul";
import { parseConfig } from "../server/config";
import { buildApp } from "../server/app";
import { suggestMembers } from "../server/modules/users/mentionSuggest.service";

const runs = Number(process.env.BENCH_RUNS ?? 500);
const url = process.env.BENCH_DATABASE_URL;
const app = await buildApp(parseConfig({ ...process.env, DATABASE_URL: url ?? "memory://", SEED: url ? "none" : "demo", NODE_ENV: "production", LOG_LEVEL: "silent" }), { statementLog: true });
const { database } = app.services;
const members = await database.prisma.user.findMany({ where: { isDeleted: false, nickname: { not: null } }, select: { id: true, nickname: true, isAdmin: true } });
const prefixes = members.flatMap((m) => {
  const name = m.nickname!;
  return [name.slice(0, 1), name.slice(0, 2), initials(name.slice(0, 2))];
});
let statements = 0;
database.onQuery(() => void statements++);

const suggest = (i: number) => {
  const viewer = members[i % members.length];
  // One viewer per call: the bench measures the query, not the per-member rate limit.
  const ctx = { prisma: database.prisma, services: app.services, viewer: { id: viewer.id, isAdmin: viewer.isAdmin, nickname: viewer.nickname } } as Parameters<typeof suggestMembers>[0];
  return suggestMembers(ctx, prefixes[i % prefixes.length]);
};
for (let i = 0; i < 50; i++) await suggest(i);
statements = 0;
const ms: number[] = [];
let found = 0;
for (let i = 0; i < runs; i++) {
  const start = performance.now();
  found += (await suggest(i)).length;
  ms.push(performance.now() - start);
}
ms.sort((a, b) => a - b);
const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(2);
console.log(`${members.length} members, ${runs} suggestions: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms; ${(statements / runs).toFixed(2)} statements and ${(found / runs).toFixed(1)} members per suggestion`);
await app.stop();
