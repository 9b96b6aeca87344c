-- AlterTable
ALTER TABLE "FormationReview" ADD COLUMN     "squadId" INTEGER;

-- CreateTable
CREATE TABLE "Squad" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "formation" TEXT NOT NULL,
    "isPublic" BOOLEAN NOT NULL DEFAULT true,
    "likeCount" INTEGER NOT NULL DEFAULT 0,
    "commentCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Squad_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SquadPlayer" (
    "squadId" INTEGER NOT NULL,
    "slot" INTEGER NOT NULL,
    "cardId" INTEGER NOT NULL,

    CONSTRAINT "SquadPlayer_pkey" PRIMARY KEY ("squadId","slot")
);

-- CreateTable
CREATE TABLE "SquadLike" (
    "squadId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SquadLike_pkey" PRIMARY KEY ("squadId","userId")
);

-- CreateTable
CREATE TABLE "SquadComment" (
    "id" SERIAL NOT NULL,
    "squadId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SquadComment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Squad_isPublic_createdAt_id_idx" ON "Squad"("isPublic", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Squad_isPublic_likeCount_id_idx" ON "Squad"("isPublic", "likeCount" DESC, "id");

-- CreateIndex
CREATE INDEX "Squad_isPublic_formation_createdAt_idx" ON "Squad"("isPublic", "formation", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Squad_userId_createdAt_idx" ON "Squad"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "SquadPlayer_cardId_idx" ON "SquadPlayer"("cardId");

-- CreateIndex
CREATE INDEX "SquadLike_userId_idx" ON "SquadLike"("userId");

-- CreateIndex
CREATE INDEX "SquadComment_squadId_createdAt_idx" ON "SquadComment"("squadId", "createdAt");

-- CreateIndex
CREATE INDEX "SquadComment_userId_createdAt_idx" ON "SquadComment"("userId", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "FormationReview" ADD CONSTRAINT "FormationReview_squadId_fkey" FOREIGN KEY ("squadId") REFERENCES "Squad"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Squad" ADD CONSTRAINT "Squad_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SquadPlayer" ADD CONSTRAINT "SquadPlayer_squadId_fkey" FOREIGN KEY ("squadId") REFERENCES "Squad"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SquadPlayer" ADD CONSTRAINT "SquadPlayer_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "Card"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SquadLike" ADD CONSTRAINT "SquadLike_squadId_fkey" FOREIGN KEY ("squadId") REFERENCES "Squad"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SquadLike" ADD CONSTRAINT "SquadLike_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SquadComment" ADD CONSTRAINT "SquadComment_squadId_fkey" FOREIGN KEY ("squadId") REFERENCES "Squad"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SquadComment" ADD CONSTRAINT "SquadComment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
