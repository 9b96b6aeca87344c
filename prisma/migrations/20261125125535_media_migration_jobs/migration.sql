-- CreateEnum
CREATE TYPE "MigrationJobStatus" AS ENUM ('RUNNING', 'COMPLETED', 'FAILED');

-- CreateEnum
CREATE TYPE "MigrationItemStatus" AS ENUM ('PENDING', 'VERIFIED', 'FAILED');

-- CreateTable
CREATE TABLE "MigrationJob" (
    "id" SERIAL NOT NULL,
    "status" "MigrationJobStatus" NOT NULL DEFAULT 'RUNNING',
    "total" INTEGER NOT NULL DEFAULT 0,
    "processed" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "copied" INTEGER NOT NULL DEFAULT 0,
    "owner" TEXT NOT NULL,
    "heartbeatAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "MigrationJob_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MigrationItem" (
    "id" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "sourcePath" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" TEXT,
    "status" "MigrationItemStatus" NOT NULL DEFAULT 'PENDING',
    "error" TEXT,
    "copies" INTEGER NOT NULL DEFAULT 0,
    "jobId" INTEGER NOT NULL,
    "checkedJobId" INTEGER,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MigrationItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MigrationJob_status_idx" ON "MigrationJob"("status");

-- CreateIndex
CREATE UNIQUE INDEX "MigrationItem_key_key" ON "MigrationItem"("key");

-- CreateIndex
CREATE INDEX "MigrationItem_jobId_checkedJobId_idx" ON "MigrationItem"("jobId", "checkedJobId");

-- AddForeignKey
ALTER TABLE "MigrationItem" ADD CONSTRAINT "MigrationItem_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "MigrationJob"("id") ON DELETE CASCADE ON UPDATE CASCADE;

