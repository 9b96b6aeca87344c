-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "searchKey" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "PostView" (
    "postId" INTEGER NOT NULL,
    "visitorKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PostView_pkey" PRIMARY KEY ("postId","visitorKey")
);

-- AddForeignKey
ALTER TABLE "PostView" ADD CONSTRAINT "PostView_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Board search matches anywhere in "searchKey" (LIKE '%…%', like the card search): trigram GIN index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "Post_searchKey_trgm_idx" ON "Post" USING GIN ("searchKey" gin_trgm_ops);
