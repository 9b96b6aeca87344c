/**
 * Deterministic demo data (domain.md "Demo data"): the same profile always writes the same rows and ids.
 * `npm run db:seed` (./cli.ts) runs it from the command line; the server seeds an empty database at start.
 */
import type { Database, ScriptRunner } from "../../server/platform/db";
import { hashPassword } from "../../server/modules/users/password";
import { insertCatalogues } from "./catalog";
import { generateCards } from "./cards";
import { seedCardLevels } from "./cardLevels";
import { seedCommunity } from "./community";
import { applyDerived } from "./derived";
import { seedActivityLogs, seedNotifications } from "./extras";
import { seedFormationReviews } from "./formationReviews";
import { seedSquads } from "./squads";
import { PROFILES, type SeedProfile } from "./profiles";
import { actors, countPerReview, generateLikes, generateReplies, generateVotes } from "./reactions";
import { generateReviews } from "./reviews";
import { insertCards, insertLikes, insertReplies, insertReviews, insertUsers, insertVotes, reviewCounters } from "./store";
import { REPLY_TEXTS, THREAD_REPLY_TEXTS } from "./texts";
import { ADMIN_ID, DEMO_ACCOUNTS, DEMO_ID, MEMBER_PASSWORD, generateUsers } from "./users";

export type { SeedProfile } from "./profiles";
export { DEMO_ACCOUNTS } from "./users";

export interface SeedSummary {
  cards: number;
  reviews: number;
  users: number;
  posts: number;
  ms: number;
}

/** The fixed seed every stream derives from; changing it changes every generated row. */
const SEED = "fc-mobile-card-db/2025-07-01";

/** True when the database holds no cards and no users (a fresh install). */
export async function isEmpty(db: Database): Promise<boolean> {
  const [card, user] = await Promise.all([
    db.prisma.card.findFirst({ select: { id: true } }),
    db.prisma.user.findFirst({ select: { id: true } }),
  ]);
  return card === null && user === null;
}

/** Loads the profile into an empty, migrated database, in one transaction: all of it or nothing. */
export async function seedDatabase(db: Database, profile: SeedProfile): Promise<SeedSummary> {
  const summary = await db.scriptTransaction((scripts) => seedScripts(scripts, profile));
  // The counter updates leave a dead copy of every card row: vacuum so scans and counts skip them
  // (after the commit: VACUUM cannot run inside a transaction).
  await db.execScript("VACUUM ANALYZE;");
  return summary;
}

async function seedScripts(db: ScriptRunner, profile: SeedProfile): Promise<SeedSummary> {
  const started = performance.now();
  let lap = started;
  const step = (label: string) => {
    if (!process.env.SEED_TIMING) return;
    const now = performance.now();
    console.log(`  ${label}: ${Math.round(now - lap)} ms`);
    lap = now;
  };
  const size = PROFILES[profile];
  const seed = `${SEED}/${profile}`;
  // One Argon2id hash per distinct password (~46 ms each), shared by every member.
  const [adminHash, demoHash, memberHash] = await Promise.all(
    [DEMO_ACCOUNTS.admin.password, DEMO_ACCOUNTS.member.password, MEMBER_PASSWORD].map((p) => hashPassword(p)),
  );
  const users = generateUsers(size.members, seed);
  await insertUsers(db, users, (u) => (u.id === ADMIN_ID ? adminHash : u.id === DEMO_ID ? demoHash : memberHash));
  await insertCatalogues(db);
  step("users+catalogues");

  const cards = generateCards(size.cards, seed);
  await insertCards(db, cards);
  await seedCardLevels(db, cards, seed);
  step("cards");
  const reviews = generateReviews(cards, users, size.reviews, size.duplicateShare, seed);
  const who = actors(users);
  const likes = generateLikes(reviews, who, size.likes, seed);
  const votes = generateVotes(reviews, who, size.votes, seed);
  const replyTemplates: [number, number] = [REPLY_TEXTS.length, THREAD_REPLY_TEXTS.length];
  const replies = generateReplies(reviews, who, countPerReview(reviews.n, likes), size.replies, replyTemplates, seed);
  step("generate reviews");
  await insertReviews(db, reviews, reviewCounters(reviews.n, likes, votes, replies), cards, seed);
  step("reviews");
  await insertLikes(db, likes);
  await insertVotes(db, votes);
  await insertReplies(db, replies, cards, reviews);
  step("likes, votes, replies");

  const community = await seedCommunity(db, users, cards, size, seed);
  step("community");
  const formations = await seedFormationReviews(db, users, size, seed);
  step("formation reviews");
  await seedSquads(db, users, cards, size.squads, seed);
  await seedNotifications(db, users, cards, reviews, replies, community, formations);
  await seedActivityLogs(db, users, cards, reviews, community, seed);
  step("notifications+logs");
  await applyDerived(db);
  step("derived");
  return {
    cards: cards.length,
    reviews: reviews.n,
    users: users.length,
    posts: community.posts.length,
    ms: Math.round(performance.now() - started),
  };
}

/** Empties every application table (for `--force`); the migration history stays. */
export async function truncateAll(db: Database): Promise<void> {
  const tables = await db.prisma.$queryRawUnsafe<{ tablename: string }[]>(
    `SELECT tablename::text AS tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations'`,
  );
  if (tables.length === 0) return;
  await db.execScript(`TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(", ")} RESTART IDENTITY CASCADE;`);
}
