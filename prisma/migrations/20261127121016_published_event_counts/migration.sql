-- Written by hand: SQLite adds a column with a constant default in place,
-- where Prisma's table rebuild would drop the triggers on `categories` and
-- `tags` (migrations `*_terms_stamp`, `*_content_stamp`, `*_change_log`).
ALTER TABLE "categories" ADD COLUMN "publishedEventCount" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "tags" ADD COLUMN "publishedEventCount" INTEGER NOT NULL DEFAULT 0;

-- A term's count changing is not a change of the term (it was never logged:
-- linking an event logs the event), so the change log's update triggers skip
-- the updates below that write the count alone.
DROP TRIGGER "categories_update_change_log";
CREATE TRIGGER "categories_update_change_log" AFTER UPDATE ON "categories"
WHEN NEW."publishedEventCount" = OLD."publishedEventCount"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('category', NEW."id", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;
DROP TRIGGER "tags_update_change_log";
CREATE TRIGGER "tags_update_change_log" AFTER UPDATE ON "tags"
WHEN NEW."publishedEventCount" = OLD."publishedEventCount"
BEGIN INSERT INTO "changes" ("kind", "itemId", "at") VALUES ('tag', NEW."id", strftime('%Y-%m-%d %H:%M:%S', 'now')); END;

-- Written by hand: Prisma does not model triggers (see model Category).
-- `publishedEventCount` is the API's `count` (docs/api.md §1.5): the links
-- from the term to events whose status is 'publish'. Counting them when the
-- term snapshot reloads took 320 ms at 100,000 events, after every write that
-- moved the `terms` stamp; these triggers keep it in the writing transaction.
-- A link counts while its event exists and is published:
-- - a link inserted or deleted counts ±1 when its event is published; an
--   update (the app never updates links) counts as a delete and an insert;
-- - an event whose status enters or leaves 'publish' counts ±1 for each link;
-- - a published event deleted counts -1 for each link BEFORE the row goes:
--   its links, deleted by ON DELETE CASCADE (also when the delete comes from
--   `post_ids`), no longer see the event, so they do not count again.
-- Ids are never updated (they come from post_ids and term_ids), so the
-- ON UPDATE CASCADE of the link keys never runs.
CREATE TRIGGER "event_categories_insert_published_count" AFTER INSERT ON "event_categories"
WHEN EXISTS (SELECT 1 FROM "events" WHERE "id" = NEW."eventId" AND "status" = 'publish')
BEGIN UPDATE "categories" SET "publishedEventCount" = "publishedEventCount" + 1 WHERE "id" = NEW."categoryId"; END;
CREATE TRIGGER "event_categories_delete_published_count" AFTER DELETE ON "event_categories"
WHEN EXISTS (SELECT 1 FROM "events" WHERE "id" = OLD."eventId" AND "status" = 'publish')
BEGIN UPDATE "categories" SET "publishedEventCount" = "publishedEventCount" - 1 WHERE "id" = OLD."categoryId"; END;
CREATE TRIGGER "event_categories_update_published_count" AFTER UPDATE ON "event_categories"
BEGIN
  UPDATE "categories" SET "publishedEventCount" = "publishedEventCount" - 1 WHERE "id" = OLD."categoryId"
    AND EXISTS (SELECT 1 FROM "events" WHERE "id" = OLD."eventId" AND "status" = 'publish');
  UPDATE "categories" SET "publishedEventCount" = "publishedEventCount" + 1 WHERE "id" = NEW."categoryId"
    AND EXISTS (SELECT 1 FROM "events" WHERE "id" = NEW."eventId" AND "status" = 'publish');
END;
CREATE TRIGGER "event_tags_insert_published_count" AFTER INSERT ON "event_tags"
WHEN EXISTS (SELECT 1 FROM "events" WHERE "id" = NEW."eventId" AND "status" = 'publish')
BEGIN UPDATE "tags" SET "publishedEventCount" = "publishedEventCount" + 1 WHERE "id" = NEW."tagId"; END;
CREATE TRIGGER "event_tags_delete_published_count" AFTER DELETE ON "event_tags"
WHEN EXISTS (SELECT 1 FROM "events" WHERE "id" = OLD."eventId" AND "status" = 'publish')
BEGIN UPDATE "tags" SET "publishedEventCount" = "publishedEventCount" - 1 WHERE "id" = OLD."tagId"; END;
CREATE TRIGGER "event_tags_update_published_count" AFTER UPDATE ON "event_tags"
BEGIN
  UPDATE "tags" SET "publishedEventCount" = "publishedEventCount" - 1 WHERE "id" = OLD."tagId"
    AND EXISTS (SELECT 1 FROM "events" WHERE "id" = OLD."eventId" AND "status" = 'publish');
  UPDATE "tags" SET "publishedEventCount" = "publishedEventCount" + 1 WHERE "id" = NEW."tagId"
    AND EXISTS (SELECT 1 FROM "events" WHERE "id" = NEW."eventId" AND "status" = 'publish');
END;
CREATE TRIGGER "events_status_published_count" AFTER UPDATE OF "status" ON "events"
WHEN (OLD."status" = 'publish') <> (NEW."status" = 'publish')
BEGIN
  UPDATE "categories" SET "publishedEventCount" = "publishedEventCount" + (CASE WHEN NEW."status" = 'publish' THEN 1 ELSE -1 END)
    WHERE "id" IN (SELECT "categoryId" FROM "event_categories" WHERE "eventId" = NEW."id");
  UPDATE "tags" SET "publishedEventCount" = "publishedEventCount" + (CASE WHEN NEW."status" = 'publish' THEN 1 ELSE -1 END)
    WHERE "id" IN (SELECT "tagId" FROM "event_tags" WHERE "eventId" = NEW."id");
END;
CREATE TRIGGER "events_delete_published_count" BEFORE DELETE ON "events"
WHEN OLD."status" = 'publish'
BEGIN
  UPDATE "categories" SET "publishedEventCount" = "publishedEventCount" - 1
    WHERE "id" IN (SELECT "categoryId" FROM "event_categories" WHERE "eventId" = OLD."id");
  UPDATE "tags" SET "publishedEventCount" = "publishedEventCount" - 1
    WHERE "id" IN (SELECT "tagId" FROM "event_tags" WHERE "eventId" = OLD."id");
END;

-- The counts of the links already there. Only the terms whose count differs
-- from 0 are written, so the change log stays as it was.
UPDATE "categories" SET "publishedEventCount" = (
  SELECT count(*) FROM "event_categories" JOIN "events" ON "events"."id" = "event_categories"."eventId"
  WHERE "event_categories"."categoryId" = "categories"."id" AND "events"."status" = 'publish'
) WHERE EXISTS (
  SELECT 1 FROM "event_categories" JOIN "events" ON "events"."id" = "event_categories"."eventId"
  WHERE "event_categories"."categoryId" = "categories"."id" AND "events"."status" = 'publish'
);
UPDATE "tags" SET "publishedEventCount" = (
  SELECT count(*) FROM "event_tags" JOIN "events" ON "events"."id" = "event_tags"."eventId"
  WHERE "event_tags"."tagId" = "tags"."id" AND "events"."status" = 'publish'
) WHERE EXISTS (
  SELECT 1 FROM "event_tags" JOIN "events" ON "events"."id" = "event_tags"."eventId"
  WHERE "event_tags"."tagId" = "tags"."id" AND "events"."status" = 'publish'
);
