-- AlterTable
ALTER TABLE "categories" ADD COLUMN     "publishedEventCount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "tags" ADD COLUMN     "publishedEventCount" INTEGER NOT NULL DEFAULT 0;

-- A term's count changing is not a change of the term (it was never logged:
-- linking an event logs the event), so the change log's update trigger skips
-- the updates below that write the count alone. A trigger's WHEN can name OLD
-- and NEW only when it fires on UPDATE alone, hence two triggers per table.
DROP TRIGGER "categories_change_log" ON "categories";
CREATE TRIGGER "categories_change_log" AFTER INSERT OR DELETE ON "categories"
  FOR EACH ROW EXECUTE FUNCTION "log_change"('category', 'id');
CREATE TRIGGER "categories_update_change_log" AFTER UPDATE ON "categories"
  FOR EACH ROW WHEN (OLD."publishedEventCount" = NEW."publishedEventCount")
  EXECUTE FUNCTION "log_change"('category', 'id');
DROP TRIGGER "tags_change_log" ON "tags";
CREATE TRIGGER "tags_change_log" AFTER INSERT OR DELETE ON "tags"
  FOR EACH ROW EXECUTE FUNCTION "log_change"('tag', 'id');
CREATE TRIGGER "tags_update_change_log" AFTER UPDATE ON "tags"
  FOR EACH ROW WHEN (OLD."publishedEventCount" = NEW."publishedEventCount")
  EXECUTE FUNCTION "log_change"('tag', 'id');

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
-- Every statement that fires these first takes the `terms` stamp's row lock
-- (BEFORE STATEMENT, migration *_terms_stamp), so writers queue there rather
-- than deadlock over term rows, and each query below, run after that lock
-- with a fresh snapshot (READ COMMITTED, volatile function), sees the links
-- and statuses the writers before it committed.
CREATE FUNCTION "count_published_category_link"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    IF EXISTS (SELECT 1 FROM "events" WHERE "id" = OLD."eventId" AND "status" = 'publish') THEN
      UPDATE "categories" SET "publishedEventCount" = "publishedEventCount" - 1 WHERE "id" = OLD."categoryId";
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF EXISTS (SELECT 1 FROM "events" WHERE "id" = NEW."eventId" AND "status" = 'publish') THEN
      UPDATE "categories" SET "publishedEventCount" = "publishedEventCount" + 1 WHERE "id" = NEW."categoryId";
    END IF;
  END IF;
  RETURN NULL;
END;
$$;

CREATE FUNCTION "count_published_tag_link"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    IF EXISTS (SELECT 1 FROM "events" WHERE "id" = OLD."eventId" AND "status" = 'publish') THEN
      UPDATE "tags" SET "publishedEventCount" = "publishedEventCount" - 1 WHERE "id" = OLD."tagId";
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF EXISTS (SELECT 1 FROM "events" WHERE "id" = NEW."eventId" AND "status" = 'publish') THEN
      UPDATE "tags" SET "publishedEventCount" = "publishedEventCount" + 1 WHERE "id" = NEW."tagId";
    END IF;
  END IF;
  RETURN NULL;
END;
$$;

-- Fired on a status change into or out of 'publish' (+1 or -1) and, BEFORE
-- the row goes, on the delete of a published event (-1).
CREATE FUNCTION "count_published_event"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  "delta" integer := -1;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW."status" = 'publish' THEN
      "delta" := 1;
    END IF;
  END IF;
  UPDATE "categories" SET "publishedEventCount" = "publishedEventCount" + "delta"
    WHERE "id" IN (SELECT "categoryId" FROM "event_categories" WHERE "eventId" = OLD."id");
  UPDATE "tags" SET "publishedEventCount" = "publishedEventCount" + "delta"
    WHERE "id" IN (SELECT "tagId" FROM "event_tags" WHERE "eventId" = OLD."id");
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "event_categories_published_count" AFTER INSERT OR UPDATE OR DELETE ON "event_categories"
  FOR EACH ROW EXECUTE FUNCTION "count_published_category_link"();
CREATE TRIGGER "event_tags_published_count" AFTER INSERT OR UPDATE OR DELETE ON "event_tags"
  FOR EACH ROW EXECUTE FUNCTION "count_published_tag_link"();
CREATE TRIGGER "events_status_published_count" AFTER UPDATE OF "status" ON "events"
  FOR EACH ROW WHEN ((OLD."status" = 'publish') <> (NEW."status" = 'publish'))
  EXECUTE FUNCTION "count_published_event"();
CREATE TRIGGER "events_delete_published_count" BEFORE DELETE ON "events"
  FOR EACH ROW WHEN (OLD."status" = 'publish')
  EXECUTE FUNCTION "count_published_event"();

-- The counts of the links already there. Only the terms whose count differs
-- from 0 are written, so the change log stays as it was.
UPDATE "categories" SET "publishedEventCount" = "counted"."n"
FROM (
  SELECT "event_categories"."categoryId" AS "id", count(*)::integer AS "n"
  FROM "event_categories" JOIN "events" ON "events"."id" = "event_categories"."eventId"
  WHERE "events"."status" = 'publish'
  GROUP BY "event_categories"."categoryId"
) AS "counted"
WHERE "categories"."id" = "counted"."id";
UPDATE "tags" SET "publishedEventCount" = "counted"."n"
FROM (
  SELECT "event_tags"."tagId" AS "id", count(*)::integer AS "n"
  FROM "event_tags" JOIN "events" ON "events"."id" = "event_tags"."eventId"
  WHERE "events"."status" = 'publish'
  GROUP BY "event_tags"."tagId"
) AS "counted"
WHERE "tags"."id" = "counted"."id";
