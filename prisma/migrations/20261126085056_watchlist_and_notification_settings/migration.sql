-- CreateTable
CREATE TABLE "CardWatch" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "cardId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CardWatch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CardStatChange" (
    "id" SERIAL NOT NULL,
    "cardId" INTEGER NOT NULL,
    "changes" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CardStatChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotificationMute" (
    "userId" INTEGER NOT NULL,
    "setting" TEXT NOT NULL,

    CONSTRAINT "NotificationMute_pkey" PRIMARY KEY ("userId","setting")
);

-- CreateIndex
CREATE INDEX "CardWatch_cardId_idx" ON "CardWatch"("cardId");

-- CreateIndex
CREATE INDEX "CardWatch_userId_createdAt_id_idx" ON "CardWatch"("userId", "createdAt" DESC, "id");

-- CreateIndex
CREATE UNIQUE INDEX "CardWatch_userId_cardId_key" ON "CardWatch"("userId", "cardId");

-- CreateIndex
CREATE INDEX "CardStatChange_cardId_createdAt_id_idx" ON "CardStatChange"("cardId", "createdAt" DESC, "id");

-- AddForeignKey
ALTER TABLE "CardWatch" ADD CONSTRAINT "CardWatch_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CardWatch" ADD CONSTRAINT "CardWatch_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "Card"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CardStatChange" ADD CONSTRAINT "CardStatChange_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "Card"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationMute" ADD CONSTRAINT "NotificationMute_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateIndex (by hand: a partial index schema.prisma cannot say): a new review on a card closes its
-- watchers' unread review batches older than an hour, found by item without naming each watcher.
CREATE INDEX "Notification_unread_batch_item" ON "Notification"("contentId", "type") WHERE "actorCount" IS NOT NULL AND NOT "isRead";
