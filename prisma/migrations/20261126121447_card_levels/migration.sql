-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "level" INTEGER;

-- CreateTable
CREATE TABLE "CardLevel" (
    "id" SERIAL NOT NULL,
    "cardId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "level" INTEGER NOT NULL,
    "ovr" INTEGER NOT NULL,
    "stats" JSONB NOT NULL DEFAULT '{}',
    "statsUpdatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CardLevel_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CardLevel_kind_level_ovr_idx" ON "CardLevel"("kind", "level", "ovr" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "CardLevel_cardId_kind_level_key" ON "CardLevel"("cardId", "kind", "level");

-- AddForeignKey
ALTER TABLE "CardLevel" ADD CONSTRAINT "CardLevel_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "Card"("id") ON DELETE CASCADE ON UPDATE CASCADE;
