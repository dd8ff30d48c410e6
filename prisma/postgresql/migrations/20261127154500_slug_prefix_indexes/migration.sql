-- Written by hand: Prisma does not model operator classes on a btree index.
-- A new slug is checked against the slugs that start with it (lib/posts/write-slugs.ts,
-- lib/terms/store.ts), a LIKE 'base%'. Under any collation but "C" PostgreSQL
-- cannot answer that from the unique index on the column, and read every row:
-- 3.5 ms per created event at 10,000 events, 650 ms at a million. An index in
-- text_pattern_ops answers it in a range scan (0.05 ms at a million).
CREATE INDEX "events_liveSlug_prefix_idx" ON "events" ("liveSlug" text_pattern_ops);
CREATE INDEX "venues_liveSlug_prefix_idx" ON "venues" ("liveSlug" text_pattern_ops);
CREATE INDEX "organizers_liveSlug_prefix_idx" ON "organizers" ("liveSlug" text_pattern_ops);
CREATE INDEX "categories_slug_prefix_idx" ON "categories" ("slug" text_pattern_ops);
CREATE INDEX "tags_slug_prefix_idx" ON "tags" ("slug" text_pattern_ops);
