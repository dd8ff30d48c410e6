-- AlterTable
ALTER TABLE "events" ADD COLUMN     "occurrenceStart" TEXT,
ADD COLUMN     "ownColumns" TEXT NOT NULL DEFAULT '[]',
ADD COLUMN     "seriesId" INTEGER;

-- CreateTable
CREATE TABLE "series" (
    "id" INTEGER NOT NULL,
    "lines" TEXT NOT NULL,
    "startLocal" TEXT NOT NULL,
    "endLocal" TEXT NOT NULL,
    "timezone" TEXT NOT NULL,
    "generatedUntilUtc" TEXT,

    CONSTRAINT "series_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "series_generatedUntilUtc_idx" ON "series"("generatedUntilUtc");

-- CreateIndex
CREATE INDEX "events_seriesId_occurrenceStart_idx" ON "events"("seriesId", "occurrenceStart");

-- Written by hand: a series' lines are part of every occurrence's answer, so
-- its writes move the content stamp (docs/recurrence.md).
CREATE TRIGGER "series_content_stamp" BEFORE INSERT OR UPDATE OR DELETE ON "series"
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_content_stamp"();
