-- Recurring series (docs/recurrence.md). Written by hand for SQLite: Prisma's
-- diff rebuilds `events` to add columns, which would drop its content-stamp
-- and search triggers; ADD COLUMN keeps them and gives the same table.
ALTER TABLE "events" ADD COLUMN "seriesId" INTEGER;
ALTER TABLE "events" ADD COLUMN "occurrenceStart" TEXT;
ALTER TABLE "events" ADD COLUMN "ownColumns" TEXT NOT NULL DEFAULT '[]';

CREATE TABLE "series" (
    "id" INTEGER NOT NULL PRIMARY KEY,
    "lines" TEXT NOT NULL,
    "startLocal" TEXT NOT NULL,
    "endLocal" TEXT NOT NULL,
    "timezone" TEXT NOT NULL,
    "generatedUntilUtc" TEXT
);

CREATE INDEX "series_generatedUntilUtc_idx" ON "series"("generatedUntilUtc");
CREATE INDEX "events_seriesId_occurrenceStart_idx" ON "events"("seriesId", "occurrenceStart");

-- A series' lines are part of every occurrence's answer: its writes move the content stamp.
CREATE TRIGGER "series_insert_content_stamp" AFTER INSERT ON "series"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "series_update_content_stamp" AFTER UPDATE ON "series"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "series_delete_content_stamp" AFTER DELETE ON "series"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
