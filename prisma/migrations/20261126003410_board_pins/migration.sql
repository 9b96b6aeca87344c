-- AlterTable: derived from "type" by PostgreSQL itself, so no writer can forget it (schema.prisma says dbgenerated).
ALTER TABLE "Post" ADD COLUMN     "pinned" BOOLEAN NOT NULL GENERATED ALWAYS AS ("type" IN ('NOTICE', 'ANNOUNCEMENT')) STORED;

-- CreateIndex
CREATE INDEX "Post_pinned_createdAt_id_idx" ON "Post"("pinned" DESC, "createdAt" DESC, "id");
