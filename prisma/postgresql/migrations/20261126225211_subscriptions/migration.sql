-- AlterTable
ALTER TABLE "import_jobs" ADD COLUMN     "trashed" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "subscriptions" (
    "id" SERIAL NOT NULL,
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
    "modifiedUtc" TEXT NOT NULL,

    CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "subscriptions_enabled_nextFetchUtc_idx" ON "subscriptions"("enabled", "nextFetchUtc");
