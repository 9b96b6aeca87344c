-- DropIndex
DROP INDEX "Card_team_idx";

-- CreateIndex
CREATE INDEX "Card_team_className_idx" ON "Card"("team", "className");
