-- CreateTable
CREATE TABLE "idempotency_keys" (
    "principal" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "answer" TEXT,
    "createdAt" DATETIME NOT NULL,

    PRIMARY KEY ("principal", "key")
);

-- CreateIndex
CREATE INDEX "idempotency_keys_createdAt_idx" ON "idempotency_keys"("createdAt");
