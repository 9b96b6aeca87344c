-- DropIndex
DROP INDEX "Review_cardId_isLatest_overallRating_idx";

-- CreateIndex
CREATE INDEX "Review_cardId_isLatest_overallRating_id_idx" ON "Review"("cardId", "isLatest", "overallRating" DESC, "id" DESC);
