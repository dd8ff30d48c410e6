-- Written by hand in place of Prisma's table rebuild: SQLite adds a column with
-- a constant default in place, and a rebuild would drop the `media` table's
-- content-stamp triggers (migration `*_content_stamp`).
ALTER TABLE "media" ADD COLUMN "alt" TEXT NOT NULL DEFAULT '';
