-- Written by hand: Prisma does not model triggers (see model DataStamp).
-- The `content` stamp takes a new random value, in the writing transaction,
-- whenever anything an anonymous read can show may have changed: every insert,
-- update or delete of the tables below. The answer cache (lib/http/answer-cache.ts)
-- keeps an answer while this stamp is unchanged. Sessions, API tokens and rate
-- limit counters are left out: they change nothing an anonymous read shows.
INSERT INTO "data_stamps" ("name", "stamp") VALUES ('content', 0);

CREATE TRIGGER "events_insert_content_stamp" AFTER INSERT ON "events"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "events_update_content_stamp" AFTER UPDATE ON "events"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "events_delete_content_stamp" AFTER DELETE ON "events"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "venues_insert_content_stamp" AFTER INSERT ON "venues"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "venues_update_content_stamp" AFTER UPDATE ON "venues"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "venues_delete_content_stamp" AFTER DELETE ON "venues"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "organizers_insert_content_stamp" AFTER INSERT ON "organizers"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "organizers_update_content_stamp" AFTER UPDATE ON "organizers"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "organizers_delete_content_stamp" AFTER DELETE ON "organizers"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "event_organizers_insert_content_stamp" AFTER INSERT ON "event_organizers"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "event_organizers_update_content_stamp" AFTER UPDATE ON "event_organizers"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "event_organizers_delete_content_stamp" AFTER DELETE ON "event_organizers"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "categories_insert_content_stamp" AFTER INSERT ON "categories"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "categories_update_content_stamp" AFTER UPDATE ON "categories"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "categories_delete_content_stamp" AFTER DELETE ON "categories"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "tags_insert_content_stamp" AFTER INSERT ON "tags"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "tags_update_content_stamp" AFTER UPDATE ON "tags"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "tags_delete_content_stamp" AFTER DELETE ON "tags"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "event_categories_insert_content_stamp" AFTER INSERT ON "event_categories"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "event_categories_update_content_stamp" AFTER UPDATE ON "event_categories"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "event_categories_delete_content_stamp" AFTER DELETE ON "event_categories"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "event_tags_insert_content_stamp" AFTER INSERT ON "event_tags"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "event_tags_update_content_stamp" AFTER UPDATE ON "event_tags"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "event_tags_delete_content_stamp" AFTER DELETE ON "event_tags"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "media_insert_content_stamp" AFTER INSERT ON "media"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "media_update_content_stamp" AFTER UPDATE ON "media"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "media_delete_content_stamp" AFTER DELETE ON "media"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "media_files_insert_content_stamp" AFTER INSERT ON "media_files"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "media_files_update_content_stamp" AFTER UPDATE ON "media_files"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "media_files_delete_content_stamp" AFTER DELETE ON "media_files"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "settings_insert_content_stamp" AFTER INSERT ON "settings"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "settings_update_content_stamp" AFTER UPDATE ON "settings"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "settings_delete_content_stamp" AFTER DELETE ON "settings"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "users_insert_content_stamp" AFTER INSERT ON "users"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "users_update_content_stamp" AFTER UPDATE ON "users"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "users_delete_content_stamp" AFTER DELETE ON "users"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "post_ids_insert_content_stamp" AFTER INSERT ON "post_ids"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "post_ids_update_content_stamp" AFTER UPDATE ON "post_ids"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "post_ids_delete_content_stamp" AFTER DELETE ON "post_ids"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "term_ids_insert_content_stamp" AFTER INSERT ON "term_ids"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "term_ids_update_content_stamp" AFTER UPDATE ON "term_ids"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
CREATE TRIGGER "term_ids_delete_content_stamp" AFTER DELETE ON "term_ids"
BEGIN UPDATE "data_stamps" SET "stamp" = random() WHERE "name" = 'content'; END;
