-- CreateTable
CREATE TABLE "data_stamps" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "stamp" BIGINT NOT NULL DEFAULT 0
);

-- Written by hand: Prisma does not model triggers (see model DataStamp).
-- The `terms` stamp takes a new random value, in the writing transaction,
-- whenever a term, an event's terms or an event's status may have changed.
-- Random rather than counted: on SQLite a reader on the writer's connection
-- can see a stamp that is then rolled back, and must never meet it again.
INSERT INTO "data_stamps" ("name", "stamp") VALUES ('terms', 0);

CREATE TRIGGER "categories_insert_terms_stamp" AFTER INSERT ON "categories"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'terms'; END;
CREATE TRIGGER "categories_update_terms_stamp" AFTER UPDATE ON "categories"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'terms'; END;
CREATE TRIGGER "categories_delete_terms_stamp" AFTER DELETE ON "categories"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'terms'; END;
CREATE TRIGGER "tags_insert_terms_stamp" AFTER INSERT ON "tags"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'terms'; END;
CREATE TRIGGER "tags_update_terms_stamp" AFTER UPDATE ON "tags"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'terms'; END;
CREATE TRIGGER "tags_delete_terms_stamp" AFTER DELETE ON "tags"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'terms'; END;
CREATE TRIGGER "event_categories_insert_terms_stamp" AFTER INSERT ON "event_categories"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'terms'; END;
CREATE TRIGGER "event_categories_update_terms_stamp" AFTER UPDATE ON "event_categories"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'terms'; END;
CREATE TRIGGER "event_categories_delete_terms_stamp" AFTER DELETE ON "event_categories"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'terms'; END;
CREATE TRIGGER "event_tags_insert_terms_stamp" AFTER INSERT ON "event_tags"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'terms'; END;
CREATE TRIGGER "event_tags_update_terms_stamp" AFTER UPDATE ON "event_tags"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'terms'; END;
CREATE TRIGGER "event_tags_delete_terms_stamp" AFTER DELETE ON "event_tags"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'terms'; END;
CREATE TRIGGER "events_delete_terms_stamp" AFTER DELETE ON "events"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'terms'; END;
CREATE TRIGGER "events_status_terms_stamp" AFTER UPDATE OF "status" ON "events"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'terms'; END;
