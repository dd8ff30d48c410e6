-- Written by hand: Prisma does not model triggers (see model DataStamp).
-- The `content` stamp takes a new random value, in the writing transaction,
-- whenever anything an anonymous read can show may have changed: every insert,
-- update or delete of the tables below. The answer cache (lib/http/answer-cache.ts)
-- keeps an answer while this stamp is unchanged. Sessions, API tokens and rate
-- limit counters are left out: they change nothing an anonymous read shows.
INSERT INTO "data_stamps" ("name", "stamp") VALUES ('content', 0);

-- BEFORE each statement, as for the `terms` stamp, and named so that it fires
-- before that one (PostgreSQL fires a table's triggers in name order): every
-- writing transaction takes this row's lock first, so writers queue on it and
-- never deadlock over the two stamps.
CREATE FUNCTION "touch_content_stamp"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE "data_stamps" SET "stamp" = floor(random() * 9007199254740991)::bigint WHERE "name" = 'content';
  RETURN NULL;
END;
$$;

CREATE TRIGGER "events_content_stamp" BEFORE INSERT OR UPDATE OR DELETE ON "events"
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_content_stamp"();
CREATE TRIGGER "venues_content_stamp" BEFORE INSERT OR UPDATE OR DELETE ON "venues"
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_content_stamp"();
CREATE TRIGGER "organizers_content_stamp" BEFORE INSERT OR UPDATE OR DELETE ON "organizers"
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_content_stamp"();
CREATE TRIGGER "event_organizers_content_stamp" BEFORE INSERT OR UPDATE OR DELETE ON "event_organizers"
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_content_stamp"();
CREATE TRIGGER "categories_content_stamp" BEFORE INSERT OR UPDATE OR DELETE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_content_stamp"();
CREATE TRIGGER "tags_content_stamp" BEFORE INSERT OR UPDATE OR DELETE ON "tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_content_stamp"();
CREATE TRIGGER "event_categories_content_stamp" BEFORE INSERT OR UPDATE OR DELETE ON "event_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_content_stamp"();
CREATE TRIGGER "event_tags_content_stamp" BEFORE INSERT OR UPDATE OR DELETE ON "event_tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_content_stamp"();
CREATE TRIGGER "media_content_stamp" BEFORE INSERT OR UPDATE OR DELETE ON "media"
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_content_stamp"();
CREATE TRIGGER "media_files_content_stamp" BEFORE INSERT OR UPDATE OR DELETE ON "media_files"
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_content_stamp"();
CREATE TRIGGER "settings_content_stamp" BEFORE INSERT OR UPDATE OR DELETE ON "settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_content_stamp"();
CREATE TRIGGER "users_content_stamp" BEFORE INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_content_stamp"();
CREATE TRIGGER "post_ids_content_stamp" BEFORE INSERT OR UPDATE OR DELETE ON "post_ids"
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_content_stamp"();
CREATE TRIGGER "term_ids_content_stamp" BEFORE INSERT OR UPDATE OR DELETE ON "term_ids"
  FOR EACH STATEMENT EXECUTE FUNCTION "touch_content_stamp"();
