-- CreateTable
CREATE TABLE "import_jobs" (
    "id" SERIAL NOT NULL,
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
    "refused" TEXT NOT NULL DEFAULT '[]',
    "leaseOwner" TEXT,
    "leaseUntilUtc" TEXT,
    "createdUtc" TEXT NOT NULL,
    "modifiedUtc" TEXT NOT NULL,

    CONSTRAINT "import_jobs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "imported_items" (
    "source" TEXT NOT NULL,
    "uid" TEXT NOT NULL,
    "eventId" INTEGER NOT NULL,
    "digest" TEXT NOT NULL,
    "modifiedUtc" TEXT NOT NULL,

    CONSTRAINT "imported_items_pkey" PRIMARY KEY ("source","uid")
);

-- CreateIndex
CREATE INDEX "import_jobs_status_leaseUntilUtc_idx" ON "import_jobs"("status", "leaseUntilUtc");

-- CreateIndex
CREATE INDEX "imported_items_eventId_idx" ON "imported_items"("eventId");
