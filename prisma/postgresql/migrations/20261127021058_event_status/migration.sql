-- AlterTable
ALTER TABLE "events" ADD COLUMN     "eventStatus" TEXT NOT NULL DEFAULT 'scheduled',
ADD COLUMN     "statusReason" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "statusReasonEs" TEXT,
ADD COLUMN     "statusReasonFr" TEXT;
