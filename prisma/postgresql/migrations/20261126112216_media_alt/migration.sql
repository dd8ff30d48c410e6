-- AlterTable
ALTER TABLE "media" ADD COLUMN     "alt" TEXT NOT NULL DEFAULT '';
