/**
 * Manual check of the seed: `npx tsx prisma/seed/check.ts [demo|bench] [runs] [postgres-url]`.
 * Times the load, prints counts, verifies every derived counter against a fresh aggregate and
 * compares table checksums between runs (determinism).
 */
import { levelForPoints } from "../../domain/levels";
import { openDatabase, type Database } from "../../server/platform/db";
import { migrate } from "../../server/platform/migrate";
import { isEmpty, seedDatabase, truncateAll } from "./index";
import { isSeedProfile } from "./profiles";

const TABLES = [
  "User", "SkillBoost", "Formation", "Card", "CardLevel", "Review", "ReviewReply", "ReviewLike", "ReviewVote", "Post", "Tag", "PostTag",
  "PostAttachment", "Comment", "PostLike", "FormationReview", "FormationReviewReaction", "FormationReviewComment",
  "Notification", "Banner", "ActivityLog", "PointEvent",
];

/** Each query returns rows that disagree with a recomputation; all must be empty. */
const MISMATCHES: Record<string, string> = {
  reviewCounters: `SELECT r.id FROM "Review" r
    WHERE r."likeCount" <> (SELECT COUNT(*) FROM "ReviewLike" l WHERE l."reviewId" = r.id)
       OR r."upVotes" <> (SELECT COUNT(*) FROM "ReviewVote" v WHERE v."reviewId" = r.id AND v."voteType" = 'UP')
       OR r."downVotes" <> (SELECT COUNT(*) FROM "ReviewVote" v WHERE v."reviewId" = r.id AND v."voteType" = 'DOWN')
       OR r."replyCount" <> (SELECT COUNT(*) FROM "ReviewReply" p WHERE p."reviewId" = r.id) LIMIT 5`,
  cardCounters: `SELECT c.id FROM "Card" c LEFT JOIN (
      SELECT "cardId", ROUND(AVG("overallRating"::numeric), 2)::float8 a, COUNT(*) n, SUM("likeCount") h,
             AVG("paceRating")::float8 pa, AVG("defenseRating")::float8 de FROM "Review" WHERE "isLatest" AND "hiddenAt" IS NULL GROUP BY 1
    ) s ON s."cardId" = c.id
    WHERE c."avgRating" <> COALESCE(s.a, 0) OR c."reviewCount" <> COALESCE(s.n, 0) OR c."heartCount" <> COALESCE(s.h, 0)
       OR abs(c."ratingPace" - COALESCE(s.pa, 0)) > 1e-9 OR abs(c."ratingDefense" - COALESCE(s.de, 0)) > 1e-9 LIMIT 5`,
  postCounters: `SELECT p.id FROM "Post" p WHERE p.likes <> (SELECT COUNT(*) FROM "PostLike" l WHERE l."postId" = p.id)
    OR p."commentCount" <> (SELECT COUNT(*) FROM "Comment" c WHERE c."postId" = p.id) LIMIT 5`,
  formationCounters: `SELECT f.id FROM "FormationReview" f
    WHERE f.likes <> (SELECT COUNT(*) FROM "FormationReviewReaction" r WHERE r."formationReviewId" = f.id AND r.type = 'LIKE')
       OR f.dislikes <> (SELECT COUNT(*) FROM "FormationReviewReaction" r WHERE r."formationReviewId" = f.id AND r.type = 'DISLIKE')
       OR f."commentCount" <> (SELECT COUNT(*) FROM "FormationReviewComment" c WHERE c."formationReviewId" = f.id) LIMIT 5`,
  points: `SELECT u.id FROM "User" u WHERE u.points <> COALESCE((SELECT SUM(amount) FROM "PointEvent" e WHERE e."userId" = u.id), 0) LIMIT 5`,
  latestIsNewest: `SELECT r.id FROM "Review" r WHERE r."isLatest" AND EXISTS (
    SELECT 1 FROM "Review" o WHERE o."cardId" = r."cardId" AND o."userId" = r."userId" AND o."createdAt" > r."createdAt") LIMIT 5`,
  missingLatest: `SELECT "cardId", "userId" FROM "Review" GROUP BY 1, 2 HAVING COUNT(*) FILTER (WHERE "isLatest") <> 1 LIMIT 5`,
  selfLikes: `SELECT l."reviewId" FROM "ReviewLike" l JOIN "Review" r ON r.id = l."reviewId" WHERE r."userId" = l."userId" LIMIT 5`,
  breakSameAsCard: `SELECT id FROM "Review" WHERE "positionBreak" = "originalPosition" OR "positionBreak" IN ('LWB', 'RWB') LIMIT 5`,
  beforeCard: `SELECT r.id FROM "Review" r JOIN "Card" c ON c.id = r."cardId" WHERE r."createdAt" < c."createdAt" LIMIT 5`,
  replyBeforeParent: `SELECT c.id FROM "ReviewReply" c JOIN "ReviewReply" p ON p.id = c."parentReplyId" WHERE c."createdAt" < p."createdAt" OR c."reviewId" <> p."reviewId" LIMIT 5`,
  commentOtherPost: `SELECT c.id FROM "Comment" c JOIN "Comment" p ON p.id = c."parentId" WHERE c."postId" <> p."postId" LIMIT 5`,
};

async function checksums(db: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of TABLES) {
    const rows = await db.prisma.$queryRawUnsafe<{ n: bigint; md5: string | null }[]>(
      `SELECT COUNT(*) AS n, md5(string_agg((to_jsonb(x) - 'passwordHash')::text, ',' ORDER BY (to_jsonb(x) - 'passwordHash')::text)) AS md5 FROM "${t}" x`,
    );
    out[t] = `${rows[0].n} ${rows[0].md5}`;
  }
  return out;
}

async function runOnce(profile: "demo" | "bench", url?: string): Promise<Record<string, string>> {
  const db = await openDatabase(url ? { databaseUrl: url } : {});
  try {
    await migrate(db);
    if (!(await isEmpty(db))) await truncateAll(db);
    const summary = await seedDatabase(db, profile);
    console.log(db.kind, profile, summary);
    for (const [name, sql] of Object.entries(MISMATCHES)) {
      const bad = await db.prisma.$queryRawUnsafe<unknown[]>(sql);
      console.log(`  ${bad.length === 0 ? "ok " : "BAD"} ${name}`, bad.length ? bad : "");
    }
    const users = await db.prisma.user.findMany({ select: { points: true, currentLevel: true, isAdmin: true } });
    const wrongLevel = users.filter((u) => u.currentLevel !== levelForPoints(u.points));
    console.log(`  ${wrongLevel.length === 0 ? "ok " : "BAD"} levels match levelForPoints`);
    const ladder: Record<string, number> = {};
    for (const u of users) if (!u.isAdmin) ladder[u.currentLevel] = (ladder[u.currentLevel] ?? 0) + 1;
    console.log("  levels:", ladder);
    return await checksums(db);
  } finally {
    await db.close();
  }
}

const profile = process.argv[2] ?? "demo";
const runs = Number(process.argv[3] ?? 2);
const url = process.argv[4];
if (!isSeedProfile(profile)) throw new Error("profile?");
const sums: Record<string, string>[] = [];
for (let i = 0; i < runs; i++) sums.push(await runOnce(profile, url));
for (const t of TABLES) console.log(t.padEnd(24), sums.map((s) => s[t]).join("  "), sums.every((s) => s[t] === sums[0][t]) ? "" : "DIFFERENT");
