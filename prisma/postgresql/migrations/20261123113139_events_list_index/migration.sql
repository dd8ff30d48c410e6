-- DropIndex
DROP INDEX "events_status_startLocal_id_idx";

-- CreateIndex
CREATE INDEX "events_status_hideFromListings_startLocal_id_endLocal_idx" ON "events"("status", "hideFromListings", "startLocal", "id", "endLocal");
