-- CreateTable
CREATE TABLE "subscriptions" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "url" TEXT NOT NULL,
    "intervalMinutes" INTEGER NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "userId" INTEGER NOT NULL,
    "nextFetchUtc" TEXT NOT NULL,
    "leaseOwner" TEXT,
    "leaseUntilUtc" TEXT,
    "lastFetchedUtc" TEXT,
    "lastStatus" TEXT,
    "lastError" TEXT,
    "lastImportId" INTEGER,
    "createdUtc" TEXT NOT NULL,
    "modifiedUtc" TEXT NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_import_jobs" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "format" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "payload" TEXT NOT NULL,
    "total" INTEGER NOT NULL DEFAULT 0,
    "processed" INTEGER NOT NULL DEFAULT 0,
    "created" INTEGER NOT NULL DEFAULT 0,
    "updated" INTEGER NOT NULL DEFAULT 0,
    "unchanged" INTEGER NOT NULL DEFAULT 0,
    "trashed" INTEGER NOT NULL DEFAULT 0,
    "refused" TEXT NOT NULL DEFAULT '[]',
    "leaseOwner" TEXT,
    "leaseUntilUtc" TEXT,
    "createdUtc" TEXT NOT NULL,
    "modifiedUtc" TEXT NOT NULL
);
INSERT INTO "new_import_jobs" ("created", "createdUtc", "format", "id", "leaseOwner", "leaseUntilUtc", "modifiedUtc", "payload", "processed", "refused", "source", "status", "total", "unchanged", "updated", "userId") SELECT "created", "createdUtc", "format", "id", "leaseOwner", "leaseUntilUtc", "modifiedUtc", "payload", "processed", "refused", "source", "status", "total", "unchanged", "updated", "userId" FROM "import_jobs";
DROP TABLE "import_jobs";
ALTER TABLE "new_import_jobs" RENAME TO "import_jobs";
CREATE INDEX "import_jobs_status_leaseUntilUtc_idx" ON "import_jobs"("status", "leaseUntilUtc");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "subscriptions_enabled_nextFetchUtc_idx" ON "subscriptions"("enabled", "nextFetchUtc");
