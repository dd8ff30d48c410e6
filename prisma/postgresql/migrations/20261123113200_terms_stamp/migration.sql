-- CreateTable
CREATE TABLE "data_stamps" (
    "name" TEXT NOT NULL,
    "stamp" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "data_stamps_pkey" PRIMARY KEY ("name")
);

-- Written by hand: Prisma does not model triggers (see model DataStamp).
-- The `terms` stamp takes a new random value, in the writing transaction,
-- whenever a term, an event's terms or an event's status may have changed.
-- Random rather than counted: on SQLite a reader on the writer's connection
-- can see a stamp that is then rolled back, and must never meet it again.
INSERT INTO "data_stamps" ("name", "stamp") VALUES ('terms', 0);

-- BEFORE each statement: the stamp's row lock is the first lock the statement
-- takes, so two writers queue on it instead of deadlocking over rows they
-- would otherwise lock first (a category and a link to it). The function
-- keeps the migration's search_path: the app's connections qualify tables by
-- schema but do not set it.
CREATE FUNCTION "touch_terms_stamp"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE "data_stamps" SET "stamp" = floor(random() * 9007199254740991)::bigint WHERE "name" = 'terms';
  RETURN NULL;
END;
$$;

CREATE TRIGGER "categories_terms_stamp" BEFORE INSERT OR UPDATE OR DELETE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_terms_stamp"();
CREATE TRIGGER "tags_terms_stamp" BEFORE INSERT OR UPDATE OR DELETE ON "tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_terms_stamp"();
CREATE TRIGGER "event_categories_terms_stamp" BEFORE INSERT OR UPDATE OR DELETE ON "event_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_terms_stamp"();
CREATE TRIGGER "event_tags_terms_stamp" BEFORE INSERT OR UPDATE OR DELETE ON "event_tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_terms_stamp"();
CREATE TRIGGER "events_terms_stamp" BEFORE DELETE OR UPDATE OF "status" ON "events"
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_terms_stamp"();
