/** Everything derived from the seeded rows, recomputed in SQL so it is exact: counters, points, levels. */
import type { ScriptRunner } from "../../server/platform/db";
import { LEVELS, POINTS, pointsForPost } from "../../domain/levels";
import { resetSequences } from "./sql";

const COUNTERS = `
UPDATE "Review" r SET "likeCount" = s.likes, "upVotes" = s.up, "downVotes" = s.down, "replyCount" = s.replies
  FROM (SELECT rv.id, COALESCE(a.likes, 0) AS likes, COALESCE(a.up, 0) AS up, COALESCE(a.down, 0) AS down, COALESCE(a.replies, 0) AS replies
        FROM "Review" rv LEFT JOIN (
          SELECT "reviewId", SUM(likes)::int AS likes, SUM(up)::int AS up, SUM(down)::int AS down, SUM(replies)::int AS replies
          FROM (SELECT "reviewId", 1 AS likes, 0 AS up, 0 AS down, 0 AS replies FROM "ReviewLike"
                UNION ALL
                SELECT "reviewId", 0, CASE WHEN "voteType" = 'UP' THEN 1 ELSE 0 END, CASE WHEN "voteType" = 'DOWN' THEN 1 ELSE 0 END, 0 FROM "ReviewVote"
                UNION ALL
                SELECT "reviewId", 0, 0, 0, 1 FROM "ReviewReply") x
          GROUP BY "reviewId") a ON a."reviewId" = rv.id) s
  -- The rows were written with these counters already: only a disagreement is rewritten.
  WHERE r.id = s.id AND (r."likeCount", r."upVotes", r."downVotes", r."replyCount") IS DISTINCT FROM (s.likes, s.up, s.down, s.replies);
UPDATE "Card" c SET "avgRating" = s.avg, "reviewCount" = s.n, "heartCount" = s.hearts,
  "ratingPace" = s.pace, "ratingShooting" = s.shooting, "ratingPassing" = s.passing, "ratingAgility" = s.agility, "ratingDefense" = s.defense, "ratingPhysical" = s.physical
  FROM (SELECT "cardId", ROUND(AVG("overallRating"::numeric), 2)::float8 AS avg, COUNT(*)::int AS n, SUM("likeCount")::int AS hearts,
               AVG("paceRating")::float8 AS pace, AVG("shootingRating")::float8 AS shooting, AVG("passingRating")::float8 AS passing,
               AVG("agilityRating")::float8 AS agility, AVG("defenseRating")::float8 AS defense, AVG("physicalRating")::float8 AS physical
        FROM "Review" WHERE "isLatest" GROUP BY "cardId") s WHERE c.id = s."cardId";
UPDATE "Post" p SET likes = s.n
  FROM (SELECT "postId", COUNT(*)::int AS n FROM "PostLike" GROUP BY "postId") s WHERE p.id = s."postId";
UPDATE "Post" p SET "commentCount" = s.n
  FROM (SELECT "postId", COUNT(*)::int AS n FROM "Comment" GROUP BY "postId") s WHERE p.id = s."postId";
UPDATE "FormationReview" f SET likes = s.likes, dislikes = s.dislikes
  FROM (SELECT "formationReviewId", COUNT(*) FILTER (WHERE type = 'LIKE')::int AS likes, COUNT(*) FILTER (WHERE type = 'DISLIKE')::int AS dislikes
        FROM "FormationReviewReaction" GROUP BY "formationReviewId") s WHERE f.id = s."formationReviewId";
UPDATE "FormationReview" f SET "commentCount" = s.n
  FROM (SELECT "formationReviewId", COUNT(*)::int AS n FROM "FormationReviewComment" GROUP BY "formationReviewId") s
  WHERE f.id = s."formationReviewId";
`;

/**
 * The point ledger (domain.md): each event names its source. A like received points at the liked
 * review (sourceId = review id), so deleting the review takes its like points with it.
 */
const POINT_EVENTS = `
INSERT INTO "PointEvent" (id, "userId", amount, reason, "sourceType", "sourceId", "createdAt")
SELECT row_number() OVER (ORDER BY e."createdAt", e."sourceType", e."sourceId", e."userId"), e."userId", e.amount, e.reason, e."sourceType", e."sourceId", e."createdAt"
FROM (
  SELECT "userId", ${POINTS.cardReview} AS amount, '선수 리뷰 작성' AS reason, 'review' AS "sourceType", id AS "sourceId", "createdAt" FROM "Review"
  UNION ALL
  SELECT "userId", CASE WHEN type = 'FREE' THEN ${pointsForPost("free")} ELSE ${pointsForPost("question")} END, '게시글 작성', 'post', id, "createdAt" FROM "Post"
  UNION ALL
  SELECT "userId", ${POINTS.comment}, '댓글 작성', 'comment', id, "createdAt" FROM "Comment"
  UNION ALL
  SELECT "userId", ${POINTS.comment}, '리뷰 답글 작성', 'reviewReply', id, "createdAt" FROM "ReviewReply"
  UNION ALL
  SELECT "userId", ${POINTS.formationReview}, '포메이션 리뷰 작성', 'formationReview', id, "createdAt" FROM "FormationReview"
  UNION ALL
  SELECT "userId", ${POINTS.comment}, '포메이션 리뷰 댓글 작성', 'formationReviewComment', id, "createdAt" FROM "FormationReviewComment"
  UNION ALL
  SELECT r."userId", ${POINTS.likeReceived}, '리뷰 좋아요 받음', 'reviewLike', l."reviewId", l."createdAt"
    FROM "ReviewLike" l JOIN "Review" r ON r.id = l."reviewId"
  UNION ALL
  SELECT p."userId", ${POINTS.likeReceived}, '게시글 좋아요 받음', 'postLike', l."postId", l."createdAt"
    FROM "PostLike" l JOIN "Post" p ON p.id = l."postId" WHERE l."userId" <> p."userId"
) e;
`;

/** currentLevel from the ladder, highest threshold first (same result as levelForPoints). */
function levelCase(): string {
  const arms = [...LEVELS]
    .reverse()
    .map((l) => `WHEN points >= ${l.minPoints} THEN '${l.name}'`)
    .join(" ");
  return `UPDATE "User" SET "currentLevel" = CASE ${arms} ELSE '${LEVELS[0].name}' END;`;
}

const POINT_TOTALS = `
UPDATE "User" u SET points = s.total
  FROM (SELECT "userId", SUM(amount)::int AS total FROM "PointEvent" GROUP BY "userId") s WHERE u.id = s."userId";
`;

export async function applyDerived(db: ScriptRunner): Promise<void> {
  await db.execScript(COUNTERS);
  await db.execScript(POINT_EVENTS);
  await db.execScript(POINT_TOTALS + levelCase());
  await resetSequences(db);
}
