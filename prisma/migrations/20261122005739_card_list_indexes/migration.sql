-- CreateIndex
CREATE INDEX "Card_position_reviewCount_avgRating_idx" ON "Card"("position", "reviewCount" DESC, "avgRating" DESC);

-- CreateIndex
CREATE INDEX "Card_position_heartCount_avgRating_idx" ON "Card"("position", "heartCount" DESC, "avgRating" DESC);


-- Card search matches anywhere in "searchKey" (LIKE '%…%', domain/hangul.ts); a trigram GIN index
-- keeps that an index scan. Prisma cannot declare it without preview features, so it lives here.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "Card_searchKey_trgm_idx" ON "Card" USING GIN ("searchKey" gin_trgm_ops);
