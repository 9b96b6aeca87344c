-- DropIndex
DROP INDEX "CardLevel_kind_level_ovr_idx";

-- CreateIndex
CREATE INDEX "CardLevel_kind_level_ovr_cardId_idx" ON "CardLevel"("kind", "level", "ovr" DESC, "cardId");
