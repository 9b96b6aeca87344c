-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "actorCount" INTEGER;

-- CreateIndex: one unread batched notification per recipient and item, so a like can batch into it
-- with one INSERT … ON CONFLICT (a partial index: schema.prisma cannot say it).
CREATE UNIQUE INDEX "Notification_unread_batch_key" ON "Notification"("userId", "type", "contentId") WHERE "actorCount" IS NOT NULL AND NOT "isRead";
