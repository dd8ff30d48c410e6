-- Written by hand: Prisma does not model virtual tables.
-- Event search (rest-behaviour §3.1) is a case-insensitive substring match
-- (LIKE '%word%', Unicode-aware: lib/sqlite-like.ts), which no B-tree index
-- serves: on 100,000 events a search called LIKE on every event, over a
-- second. `event_search` is an FTS5 trigram index of the text each language
-- shows (a translation, or the default text where it is missing, §9), one
-- column per language with the title, description and excerpt on separate
-- lines. lib/events/search-matches.ts asks it which events can match, and
-- the query keeps its LIKE conditions for the exact answer. Contentless: the
-- text stays in `events`; triggers keep the index in step. The shown text is
-- written out in each trigger, not read from a view: a view over `events`
-- would make Prisma's rebuild of that table fail (README "Changing the data model").
CREATE VIRTUAL TABLE "event_search" USING fts5(
  "en", "fr", "es", tokenize = 'trigram', content = '', contentless_delete = 1
);

CREATE TRIGGER "events_search_insert" AFTER INSERT ON "events" BEGIN
  INSERT INTO "event_search" ("rowid", "en", "fr", "es") VALUES (
    NEW."id",
    NEW."title" || char(10) || NEW."description" || char(10) || NEW."excerpt",
    coalesce(nullif(NEW."titleFr", ''), NEW."title") || char(10) ||
      coalesce(nullif(NEW."descriptionFr", ''), NEW."description") || char(10) ||
      coalesce(nullif(NEW."excerptFr", ''), NEW."excerpt"),
    coalesce(nullif(NEW."titleEs", ''), NEW."title") || char(10) ||
      coalesce(nullif(NEW."descriptionEs", ''), NEW."description") || char(10) ||
      coalesce(nullif(NEW."excerptEs", ''), NEW."excerpt")
  );
END;

CREATE TRIGGER "events_search_update" AFTER UPDATE OF
  "title", "titleFr", "titleEs", "description", "descriptionFr", "descriptionEs",
  "excerpt", "excerptFr", "excerptEs"
ON "events" BEGIN
  DELETE FROM "event_search" WHERE "rowid" = OLD."id";
  INSERT INTO "event_search" ("rowid", "en", "fr", "es") VALUES (
    NEW."id",
    NEW."title" || char(10) || NEW."description" || char(10) || NEW."excerpt",
    coalesce(nullif(NEW."titleFr", ''), NEW."title") || char(10) ||
      coalesce(nullif(NEW."descriptionFr", ''), NEW."description") || char(10) ||
      coalesce(nullif(NEW."excerptFr", ''), NEW."excerpt"),
    coalesce(nullif(NEW."titleEs", ''), NEW."title") || char(10) ||
      coalesce(nullif(NEW."descriptionEs", ''), NEW."description") || char(10) ||
      coalesce(nullif(NEW."excerptEs", ''), NEW."excerpt")
  );
END;

CREATE TRIGGER "events_search_delete" AFTER DELETE ON "events" BEGIN
  DELETE FROM "event_search" WHERE "rowid" = OLD."id";
END;

INSERT INTO "event_search" ("rowid", "en", "fr", "es")
SELECT
  "id",
  "title" || char(10) || "description" || char(10) || "excerpt",
  coalesce(nullif("titleFr", ''), "title") || char(10) ||
    coalesce(nullif("descriptionFr", ''), "description") || char(10) ||
    coalesce(nullif("excerptFr", ''), "excerpt"),
  coalesce(nullif("titleEs", ''), "title") || char(10) ||
    coalesce(nullif("descriptionEs", ''), "description") || char(10) ||
    coalesce(nullif("excerptEs", ''), "excerpt")
FROM "events";
