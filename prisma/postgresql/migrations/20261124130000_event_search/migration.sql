-- Written by hand: Prisma does not model operator classes of extensions.
-- Event search (rest-behaviour §3.1) is a case-insensitive substring match,
-- ILIKE '%word%', which no B-tree index serves: on 100,000 events every
-- search read every event. pg_trgm's GIN indexes serve ILIKE directly, so the
-- queries stay as they are. pg_trgm ships with PostgreSQL (contrib) and is a
-- trusted extension: the database's owner may create it. Where the role may
-- not, the migration goes on without the indexes and search still works, by
-- reading every event (README "Search").
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
EXCEPTION WHEN insufficient_privilege OR undefined_file THEN
  RAISE NOTICE 'pg_trgm is not available: event search reads every event';
END $$;

DO $$
DECLARE
  trigram_ops text;
  field text;
BEGIN
  SELECT quote_ident(n.nspname) || '.gin_trgm_ops' INTO trigram_ops
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm';
  IF trigram_ops IS NULL THEN
    RETURN;
  END IF;
  FOREACH field IN ARRAY ARRAY[
    'title', 'titleFr', 'titleEs', 'description', 'descriptionFr', 'descriptionEs',
    'excerpt', 'excerptFr', 'excerptEs'
  ] LOOP
    EXECUTE format('CREATE INDEX %I ON "events" USING gin (%I %s)',
      'events_' || field || '_search_idx', field, trigram_ops);
  END LOOP;
END $$;
