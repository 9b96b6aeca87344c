-- AlterTable
ALTER TABLE "Card" ADD COLUMN     "importKey" TEXT,
ADD COLUMN     "statsUpdatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateIndex
CREATE UNIQUE INDEX "Card_importKey_key" ON "Card"("importKey");


-- Existing cards: their last change is the best "last updated" there is.
UPDATE "Card" SET "statsUpdatedAt" = "updatedAt";
