-- AlterTable
ALTER TABLE "User" ADD COLUMN     "pendingPasswordExpiresAt" TIMESTAMP(3),
ADD COLUMN     "pendingPasswordHash" TEXT;

-- AlterTable
ALTER TABLE "VerificationCode" ADD COLUMN     "nickname" TEXT,
ADD COLUMN     "passwordHash" TEXT,
ADD COLUMN     "username" TEXT;

