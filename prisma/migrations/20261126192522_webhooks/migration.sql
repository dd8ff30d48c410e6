-- CreateTable
CREATE TABLE "webhooks" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "url" TEXT NOT NULL,
    "events" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "secret" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "disabledReason" TEXT,
    "failingSince" DATETIME,
    "baseUrl" TEXT NOT NULL,
    "fromChangeId" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "webhook_deliveries" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "webhookId" INTEGER NOT NULL,
    "messageId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastStatusCode" INTEGER,
    "lastError" TEXT,
    "nextAttemptAt" DATETIME NOT NULL,
    "leaseUntil" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "webhook_deliveries_webhookId_fkey" FOREIGN KEY ("webhookId") REFERENCES "webhooks" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "webhook_items" (
    "kind" TEXT NOT NULL,
    "itemId" INTEGER NOT NULL,

    PRIMARY KEY ("kind", "itemId")
);

-- CreateIndex
CREATE UNIQUE INDEX "webhook_deliveries_messageId_key" ON "webhook_deliveries"("messageId");

-- CreateIndex
CREATE INDEX "webhook_deliveries_status_nextAttemptAt_idx" ON "webhook_deliveries"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "webhook_deliveries_webhookId_id_idx" ON "webhook_deliveries"("webhookId", "id");

-- Written by hand (lib/webhooks/fan-out.ts): the webhooks start from the
-- change log's end, knowing every item that exists now, so the first change
-- of an existing item is an *.updated and not a *.created.
INSERT INTO "data_stamps" ("name", "stamp") SELECT 'webhooks_cursor', COALESCE(MAX("id"), 0) FROM "changes";
INSERT INTO "webhook_items" ("kind", "itemId") SELECT 'event', "id" FROM "events" WHERE "status" <> 'trash';
INSERT INTO "webhook_items" ("kind", "itemId") SELECT 'venue', "id" FROM "venues" WHERE "status" <> 'trash';
INSERT INTO "webhook_items" ("kind", "itemId") SELECT 'organizer', "id" FROM "organizers" WHERE "status" <> 'trash';
INSERT INTO "webhook_items" ("kind", "itemId") SELECT 'category', "id" FROM "categories";
INSERT INTO "webhook_items" ("kind", "itemId") SELECT 'tag', "id" FROM "tags";
