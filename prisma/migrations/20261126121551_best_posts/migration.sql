-- AlterTable: 추천 minus 비추천, derived by PostgreSQL itself so no vote can leave it behind (schema.prisma says dbgenerated).
ALTER TABLE "Post" ADD COLUMN     "score" INTEGER NOT NULL GENERATED ALWAYS AS ("likes" - "dislikes") STORED;

-- CreateIndex: the 인기 lists (score at or over the threshold, within a window of creation times).
CREATE INDEX "Post_score_createdAt_idx" ON "Post"("score", "createdAt" DESC);
