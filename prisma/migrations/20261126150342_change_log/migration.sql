-- CreateTable
CREATE TABLE "changes" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL,
    "itemId" INTEGER NOT NULL,
    "at" TEXT NOT NULL
);

-- CreateIndex
CREATE INDEX "changes_at_idx" ON "changes"("at");

-- The id of the newest change purged for age (lib/changes/log.ts): a cursor
-- before it has lost changes, and is answered 410.
INSERT INTO "data_stamps" ("name", "stamp") VALUES ('changes_purged', 0);

-- Written by hand: Prisma does not model triggers (see model Change). Every
-- insert, update or delete of an item, and every change of an event's links
-- to its organizers and terms (which changes how the API shows the event),
-- writes one row to the change log that GET /changes reads (docs/sync.md).
CREATE TRIGGER "events_insert_change_log" AFTER INSERT ON "events"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('event', NEW."id", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;
CREATE TRIGGER "events_update_change_log" AFTER UPDATE ON "events"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('event', NEW."id", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;
CREATE TRIGGER "events_delete_change_log" AFTER DELETE ON "events"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('event', OLD."id", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;
CREATE TRIGGER "venues_insert_change_log" AFTER INSERT ON "venues"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('venue', NEW."id", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;
CREATE TRIGGER "venues_update_change_log" AFTER UPDATE ON "venues"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('venue', NEW."id", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;
CREATE TRIGGER "venues_delete_change_log" AFTER DELETE ON "venues"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('venue', OLD."id", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;
CREATE TRIGGER "organizers_insert_change_log" AFTER INSERT ON "organizers"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('organizer', NEW."id", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;
CREATE TRIGGER "organizers_update_change_log" AFTER UPDATE ON "organizers"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('organizer', NEW."id", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;
CREATE TRIGGER "organizers_delete_change_log" AFTER DELETE ON "organizers"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('organizer', OLD."id", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;
CREATE TRIGGER "categories_insert_change_log" AFTER INSERT ON "categories"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('category', NEW."id", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;
CREATE TRIGGER "categories_update_change_log" AFTER UPDATE ON "categories"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('category', NEW."id", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;
CREATE TRIGGER "categories_delete_change_log" AFTER DELETE ON "categories"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('category', OLD."id", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;
CREATE TRIGGER "tags_insert_change_log" AFTER INSERT ON "tags"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('tag', NEW."id", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;
CREATE TRIGGER "tags_update_change_log" AFTER UPDATE ON "tags"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('tag', NEW."id", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;
CREATE TRIGGER "tags_delete_change_log" AFTER DELETE ON "tags"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('tag', OLD."id", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;
CREATE TRIGGER "event_organizers_insert_change_log" AFTER INSERT ON "event_organizers"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('event', NEW."eventId", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;
CREATE TRIGGER "event_organizers_update_change_log" AFTER UPDATE ON "event_organizers"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('event', NEW."eventId", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;
CREATE TRIGGER "event_organizers_delete_change_log" AFTER DELETE ON "event_organizers"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('event', OLD."eventId", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;
CREATE TRIGGER "event_categories_insert_change_log" AFTER INSERT ON "event_categories"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('event', NEW."eventId", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;
CREATE TRIGGER "event_categories_update_change_log" AFTER UPDATE ON "event_categories"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('event', NEW."eventId", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;
CREATE TRIGGER "event_categories_delete_change_log" AFTER DELETE ON "event_categories"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('event', OLD."eventId", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;
CREATE TRIGGER "event_tags_insert_change_log" AFTER INSERT ON "event_tags"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('event', NEW."eventId", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;
CREATE TRIGGER "event_tags_update_change_log" AFTER UPDATE ON "event_tags"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('event', NEW."eventId", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;
CREATE TRIGGER "event_tags_delete_change_log" AFTER DELETE ON "event_tags"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('event', OLD."eventId", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;
