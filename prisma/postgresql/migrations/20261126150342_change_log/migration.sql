-- CreateTable
CREATE TABLE "changes" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "itemId" INTEGER NOT NULL,
    "at" TEXT NOT NULL,

    CONSTRAINT "changes_pkey" PRIMARY KEY ("id")
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
-- The content stamp's BEFORE STATEMENT triggers on these tables run first and
-- hold its row lock until commit: ids are taken in commit order.
CREATE FUNCTION "log_change"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  "item" integer;
BEGIN
  -- TG_ARGV[1] names the column holding the item's id: "id", or "eventId" on a link table.
  IF TG_ARGV[1] = 'eventId' THEN
    IF TG_OP = 'DELETE' THEN "item" := OLD."eventId"; ELSE "item" := NEW."eventId"; END IF;
  ELSE
    IF TG_OP = 'DELETE' THEN "item" := OLD."id"; ELSE "item" := NEW."id"; END IF;
  END IF;
  INSERT INTO "changes" ("kind", "itemId", "at")
    VALUES (TG_ARGV[0], "item", to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS'));
  RETURN NULL;
END;
$$;

CREATE TRIGGER "events_change_log" AFTER INSERT OR UPDATE OR DELETE ON "events"
  FOR EACH ROW EXECUTE FUNCTION "log_change"('event', 'id');
CREATE TRIGGER "venues_change_log" AFTER INSERT OR UPDATE OR DELETE ON "venues"
  FOR EACH ROW EXECUTE FUNCTION "log_change"('venue', 'id');
CREATE TRIGGER "organizers_change_log" AFTER INSERT OR UPDATE OR DELETE ON "organizers"
  FOR EACH ROW EXECUTE FUNCTION "log_change"('organizer', 'id');
CREATE TRIGGER "categories_change_log" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  FOR EACH ROW EXECUTE FUNCTION "log_change"('category', 'id');
CREATE TRIGGER "tags_change_log" AFTER INSERT OR UPDATE OR DELETE ON "tags"
  FOR EACH ROW EXECUTE FUNCTION "log_change"('tag', 'id');
CREATE TRIGGER "event_organizers_change_log" AFTER INSERT OR UPDATE OR DELETE ON "event_organizers"
  FOR EACH ROW EXECUTE FUNCTION "log_change"('event', 'eventId');
CREATE TRIGGER "event_categories_change_log" AFTER INSERT OR UPDATE OR DELETE ON "event_categories"
  FOR EACH ROW EXECUTE FUNCTION "log_change"('event', 'eventId');
CREATE TRIGGER "event_tags_change_log" AFTER INSERT OR UPDATE OR DELETE ON "event_tags"
  FOR EACH ROW EXECUTE FUNCTION "log_change"('event', 'eventId');
