-- AlterTable
ALTER TABLE "VerificationCode" ADD COLUMN     "attemptHash" TEXT;

-- CreateIndex
CREATE INDEX "VerificationCode_attemptHash_idx" ON "VerificationCode"("attemptHash");

