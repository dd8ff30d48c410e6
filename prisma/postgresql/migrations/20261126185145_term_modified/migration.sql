-- AlterTable
ALTER TABLE "categories" ADD COLUMN     "modifiedUtc" TEXT;

-- AlterTable
ALTER TABLE "tags" ADD COLUMN     "modifiedUtc" TEXT;

-- Written by hand: an existing category's last change is the newest the change log
-- holds for it, else this migration's time (its writes before the log are unknown).
UPDATE "categories" SET "modifiedUtc" = COALESCE(
  (SELECT MAX("at") FROM "changes" WHERE "kind" = 'category' AND "itemId" = "categories"."id"),
  to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS'));

-- Written by hand: an existing tag's last change is the newest the change log
-- holds for it, else this migration's time (its writes before the log are unknown).
UPDATE "tags" SET "modifiedUtc" = COALESCE(
  (SELECT MAX("at") FROM "changes" WHERE "kind" = 'tag' AND "itemId" = "tags"."id"),
  to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS'));
