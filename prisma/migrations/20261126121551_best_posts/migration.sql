-- AlterTable: 추천 minus 비추천, derived by PostgreSQL itself so no vote can leave it behind (schema.prisma says dbgenerated).
-- No index of its own: the 인기 lists' window of creation times is served by "Post_createdAt_id_idx" (200,000 posts
-- over two years: 17 ms for a page, and PostgreSQL left an index on (score, createdAt) unused), and an index on
-- score would make every vote's update of the post row a non-HOT one.
ALTER TABLE "Post" ADD COLUMN     "score" INTEGER NOT NULL GENERATED ALWAYS AS ("likes" - "dislikes") STORED;
