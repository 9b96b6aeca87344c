-- AlterTable
ALTER TABLE "Card" ADD COLUMN     "playerKey" TEXT;

-- Existing cards get the rule of domain/playerKey.ts (derivePlayerKey): the name without spaces, lower-cased.
UPDATE "Card" SET "playerKey" = lower(regexp_replace("name", '\s', '', 'g'));

-- CreateIndex
CREATE INDEX "Card_playerKey_ovr_idx" ON "Card"("playerKey", "ovr" DESC);

-- CreateIndex
CREATE INDEX "Card_className_idx" ON "Card"("className");

-- CreateIndex
CREATE INDEX "Card_team_idx" ON "Card"("team");

-- CreateIndex
CREATE INDEX "Card_league_idx" ON "Card"("league");

-- CreateIndex
CREATE INDEX "Card_nation_idx" ON "Card"("nation");
