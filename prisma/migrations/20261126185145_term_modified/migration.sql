-- AlterTable
ALTER TABLE "categories" ADD COLUMN "modifiedUtc" TEXT;

-- AlterTable
ALTER TABLE "tags" ADD COLUMN "modifiedUtc" TEXT;

-- Written by hand: an existing category's last change is the newest the change log
-- holds for it, else this migration's time (its writes before the log are unknown).
UPDATE "categories" SET "modifiedUtc" = COALESCE(
  (SELECT MAX("at") FROM "changes" WHERE "kind" = 'category' AND "itemId" = "categories"."id"),
  strftime('%Y-%m-%d %H:%M:%S', 'now'));

-- Written by hand: an existing tag's last change is the newest the change log
-- holds for it, else this migration's time (its writes before the log are unknown).
UPDATE "tags" SET "modifiedUtc" = COALESCE(
  (SELECT MAX("at") FROM "changes" WHERE "kind" = 'tag' AND "itemId" = "tags"."id"),
  strftime('%Y-%m-%d %H:%M:%S', 'now'));
