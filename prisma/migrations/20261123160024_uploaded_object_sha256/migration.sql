-- AlterTable
ALTER TABLE "UploadedObject" ADD COLUMN     "height" INTEGER,
ADD COLUMN     "sha256" TEXT NOT NULL,
ADD COLUMN     "width" INTEGER;

-- CreateIndex
CREATE UNIQUE INDEX "UploadedObject_sha256_key" ON "UploadedObject"("sha256");

