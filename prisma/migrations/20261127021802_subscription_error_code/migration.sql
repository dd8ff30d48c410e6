-- AlterTable
ALTER TABLE "subscriptions" ADD COLUMN "lastErrorCode" TEXT;
