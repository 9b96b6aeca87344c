-- AlterTable
ALTER TABLE "Card" ADD COLUMN     "ratingAgility" DOUBLE PRECISION NOT NULL DEFAULT 0,
ADD COLUMN     "ratingDefense" DOUBLE PRECISION NOT NULL DEFAULT 0,
ADD COLUMN     "ratingPace" DOUBLE PRECISION NOT NULL DEFAULT 0,
ADD COLUMN     "ratingPassing" DOUBLE PRECISION NOT NULL DEFAULT 0,
ADD COLUMN     "ratingPhysical" DOUBLE PRECISION NOT NULL DEFAULT 0,
ADD COLUMN     "ratingShooting" DOUBLE PRECISION NOT NULL DEFAULT 0;

-- Existing cards: the same averages recomputeCardReviewStats keeps (server/core/contentLocks.ts).
UPDATE "Card" c SET "ratingPace" = s.pace, "ratingShooting" = s.shooting, "ratingPassing" = s.passing,
  "ratingAgility" = s.agility, "ratingDefense" = s.defense, "ratingPhysical" = s.physical
  FROM (SELECT "cardId", AVG("paceRating")::float8 AS pace, AVG("shootingRating")::float8 AS shooting, AVG("passingRating")::float8 AS passing,
               AVG("agilityRating")::float8 AS agility, AVG("defenseRating")::float8 AS defense, AVG("physicalRating")::float8 AS physical
        FROM "Review" WHERE "isLatest" AND "hiddenAt" IS NULL GROUP BY "cardId") s
  WHERE c.id = s."cardId";
