-- CreateEnum
CREATE TYPE "ReportTarget" AS ENUM ('REVIEW', 'REVIEW_REPLY', 'POST', 'COMMENT');

-- CreateEnum
CREATE TYPE "ReportReason" AS ENUM ('SPAM', 'ABUSE', 'WRONG_INFO', 'OTHER');

-- CreateEnum
CREATE TYPE "ReportStatus" AS ENUM ('OPEN', 'HIDDEN', 'DISMISSED');

-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "hiddenAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "ReviewReply" ADD COLUMN     "hiddenAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "hiddenAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Comment" ADD COLUMN     "hiddenAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "Report" (
    "id" SERIAL NOT NULL,
    "reporterId" INTEGER NOT NULL,
    "targetType" "ReportTarget" NOT NULL,
    "targetId" INTEGER NOT NULL,
    "reason" "ReportReason" NOT NULL,
    "detail" TEXT,
    "status" "ReportStatus" NOT NULL DEFAULT 'OPEN',
    "resolvedById" INTEGER,
    "resolvedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Report_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Report_status_createdAt_idx" ON "Report"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Report_targetType_targetId_idx" ON "Report"("targetType", "targetId");

-- CreateIndex
CREATE UNIQUE INDEX "Report_reporterId_targetType_targetId_key" ON "Report"("reporterId", "targetType", "targetId");

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_resolvedById_fkey" FOREIGN KEY ("resolvedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- Formation summaries count what visitors see: a hidden review (moderation) leaves them like a
-- deleted one, and comes back when unhidden. The update trigger already treats a row change as
-- "old removed, new added", so setting or clearing "hiddenAt" moves the summaries by itself.
CREATE OR REPLACE FUNCTION formation_summaries_add() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO "FormationStat" AS s (formation, "reviewCount", "ratingSum")
    SELECT formation, count(*), sum("overallRating"::numeric) FROM new_rows WHERE "isLatest" AND "hiddenAt" IS NULL GROUP BY formation
  ON CONFLICT (formation) DO UPDATE SET "reviewCount" = s."reviewCount" + EXCLUDED."reviewCount", "ratingSum" = s."ratingSum" + EXCLUDED."ratingSum";
  INSERT INTO "FormationCardStat" AS s (formation, "cardId", "positionBreak", position, "reviewCount", "ratingSum")
    SELECT r.formation, r."cardId", COALESCE(r."positionBreak", ''), COALESCE(NULLIF(r."positionBreak", ''), c.position),
           count(*), sum(r."overallRating"::numeric)
    FROM new_rows r JOIN "Card" c ON c.id = r."cardId" WHERE r."isLatest" AND r."hiddenAt" IS NULL
    GROUP BY r.formation, r."cardId", COALESCE(r."positionBreak", ''), COALESCE(NULLIF(r."positionBreak", ''), c.position)
  ON CONFLICT (formation, "cardId", "positionBreak") DO UPDATE
    SET "reviewCount" = s."reviewCount" + EXCLUDED."reviewCount", "ratingSum" = s."ratingSum" + EXCLUDED."ratingSum";
  RETURN NULL;
END $fn$;

CREATE OR REPLACE FUNCTION formation_summaries_remove() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE "FormationStat" s SET "reviewCount" = s."reviewCount" - d.n, "ratingSum" = s."ratingSum" - d.total
    FROM (SELECT formation, count(*) AS n, sum("overallRating"::numeric) AS total FROM old_rows WHERE "isLatest" AND "hiddenAt" IS NULL GROUP BY formation) d
    WHERE s.formation = d.formation;
  UPDATE "FormationCardStat" s SET "reviewCount" = s."reviewCount" - d.n, "ratingSum" = s."ratingSum" - d.total
    FROM (SELECT formation, "cardId", COALESCE("positionBreak", '') AS pb, count(*) AS n, sum("overallRating"::numeric) AS total
          FROM old_rows WHERE "isLatest" AND "hiddenAt" IS NULL GROUP BY 1, 2, 3) d
    WHERE s.formation = d.formation AND s."cardId" = d."cardId" AND s."positionBreak" = d.pb;
  DELETE FROM "FormationStat" WHERE "reviewCount" <= 0;
  DELETE FROM "FormationCardStat" s USING (SELECT DISTINCT "cardId" FROM old_rows) o WHERE s."cardId" = o."cardId" AND s."reviewCount" <= 0;
  RETURN NULL;
END $fn$;

CREATE OR REPLACE FUNCTION formation_summaries_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  -- An update is its old rows removed and its new rows added (isLatest flips, edits, moves).
  UPDATE "FormationStat" s SET "reviewCount" = s."reviewCount" - d.n, "ratingSum" = s."ratingSum" - d.total
    FROM (SELECT formation, count(*) AS n, sum("overallRating"::numeric) AS total FROM old_rows WHERE "isLatest" AND "hiddenAt" IS NULL GROUP BY formation) d
    WHERE s.formation = d.formation;
  UPDATE "FormationCardStat" s SET "reviewCount" = s."reviewCount" - d.n, "ratingSum" = s."ratingSum" - d.total
    FROM (SELECT formation, "cardId", COALESCE("positionBreak", '') AS pb, count(*) AS n, sum("overallRating"::numeric) AS total
          FROM old_rows WHERE "isLatest" AND "hiddenAt" IS NULL GROUP BY 1, 2, 3) d
    WHERE s.formation = d.formation AND s."cardId" = d."cardId" AND s."positionBreak" = d.pb;
  INSERT INTO "FormationStat" AS s (formation, "reviewCount", "ratingSum")
    SELECT formation, count(*), sum("overallRating"::numeric) FROM new_rows WHERE "isLatest" AND "hiddenAt" IS NULL GROUP BY formation
  ON CONFLICT (formation) DO UPDATE SET "reviewCount" = s."reviewCount" + EXCLUDED."reviewCount", "ratingSum" = s."ratingSum" + EXCLUDED."ratingSum";
  INSERT INTO "FormationCardStat" AS s (formation, "cardId", "positionBreak", position, "reviewCount", "ratingSum")
    SELECT r.formation, r."cardId", COALESCE(r."positionBreak", ''), COALESCE(NULLIF(r."positionBreak", ''), c.position),
           count(*), sum(r."overallRating"::numeric)
    FROM new_rows r JOIN "Card" c ON c.id = r."cardId" WHERE r."isLatest" AND r."hiddenAt" IS NULL
    GROUP BY r.formation, r."cardId", COALESCE(r."positionBreak", ''), COALESCE(NULLIF(r."positionBreak", ''), c.position)
  ON CONFLICT (formation, "cardId", "positionBreak") DO UPDATE
    SET "reviewCount" = s."reviewCount" + EXCLUDED."reviewCount", "ratingSum" = s."ratingSum" + EXCLUDED."ratingSum";
  DELETE FROM "FormationStat" WHERE "reviewCount" <= 0;
  DELETE FROM "FormationCardStat" s USING (SELECT DISTINCT "cardId" FROM old_rows) o WHERE s."cardId" = o."cardId" AND s."reviewCount" <= 0;
  RETURN NULL;
END $fn$;

