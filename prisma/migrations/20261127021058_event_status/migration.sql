-- Written by hand in place of Prisma's table rebuild: SQLite adds a column with
-- a constant default in place, and a rebuild would drop the `events` table's
-- stamp and search-index triggers (migrations `*_terms_stamp`, `*_content_stamp`,
-- `*_event_search`). Existing events are scheduled, with no reason.
ALTER TABLE "events" ADD COLUMN "eventStatus" TEXT NOT NULL DEFAULT 'scheduled';
ALTER TABLE "events" ADD COLUMN "statusReason" TEXT NOT NULL DEFAULT '';
ALTER TABLE "events" ADD COLUMN "statusReasonFr" TEXT;
ALTER TABLE "events" ADD COLUMN "statusReasonEs" TEXT;
