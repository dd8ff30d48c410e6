-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "post_ids" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,

    CONSTRAINT "post_ids_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "term_ids" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,

    CONSTRAINT "term_ids_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "role" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "csrfToken" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_tokens" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "api_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "settings" (
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,

    CONSTRAINT "settings_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "rate_limit_hits" (
    "key" TEXT NOT NULL,
    "windowStart" INTEGER NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "rate_limit_hits_pkey" PRIMARY KEY ("key","windowStart")
);

-- CreateTable
CREATE TABLE "events" (
    "id" INTEGER NOT NULL,
    "authorId" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "dateUtc" TEXT NOT NULL,
    "modifiedUtc" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "liveSlug" TEXT,
    "title" TEXT NOT NULL,
    "titleFr" TEXT,
    "titleEs" TEXT,
    "description" TEXT NOT NULL DEFAULT '',
    "descriptionFr" TEXT,
    "descriptionEs" TEXT,
    "excerpt" TEXT NOT NULL DEFAULT '',
    "excerptFr" TEXT,
    "excerptEs" TEXT,
    "startLocal" TEXT NOT NULL,
    "endLocal" TEXT NOT NULL,
    "startUtc" TEXT NOT NULL,
    "endUtc" TEXT NOT NULL,
    "timezone" TEXT NOT NULL,
    "timezoneAbbr" TEXT NOT NULL,
    "allDay" BOOLEAN NOT NULL DEFAULT false,
    "cost" TEXT NOT NULL DEFAULT '[]',
    "website" TEXT NOT NULL DEFAULT '',
    "showMap" BOOLEAN NOT NULL DEFAULT false,
    "showMapLink" BOOLEAN NOT NULL DEFAULT false,
    "hideFromListings" BOOLEAN NOT NULL DEFAULT false,
    "sticky" BOOLEAN NOT NULL DEFAULT false,
    "featured" BOOLEAN NOT NULL DEFAULT false,
    "password" TEXT,
    "parentId" INTEGER,
    "venueId" INTEGER,
    "imageId" INTEGER,

    CONSTRAINT "events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "venues" (
    "id" INTEGER NOT NULL,
    "authorId" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "dateUtc" TEXT NOT NULL,
    "modifiedUtc" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "liveSlug" TEXT,
    "name" TEXT NOT NULL,
    "nameFr" TEXT,
    "nameEs" TEXT,
    "description" TEXT NOT NULL DEFAULT '',
    "descriptionFr" TEXT,
    "descriptionEs" TEXT,
    "excerpt" TEXT NOT NULL DEFAULT '',
    "excerptFr" TEXT,
    "excerptEs" TEXT,
    "address" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL DEFAULT '',
    "province" TEXT NOT NULL DEFAULT '',
    "state" TEXT NOT NULL DEFAULT '',
    "zip" TEXT NOT NULL DEFAULT '',
    "phone" TEXT NOT NULL DEFAULT '',
    "stateprovince" TEXT NOT NULL DEFAULT '',
    "website" TEXT NOT NULL DEFAULT '',
    "showMap" BOOLEAN NOT NULL DEFAULT true,
    "showMapLink" BOOLEAN NOT NULL DEFAULT true,
    "imageId" INTEGER,

    CONSTRAINT "venues_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "organizers" (
    "id" INTEGER NOT NULL,
    "authorId" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "dateUtc" TEXT NOT NULL,
    "modifiedUtc" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "liveSlug" TEXT,
    "name" TEXT NOT NULL,
    "nameFr" TEXT,
    "nameEs" TEXT,
    "description" TEXT NOT NULL DEFAULT '',
    "descriptionFr" TEXT,
    "descriptionEs" TEXT,
    "excerpt" TEXT NOT NULL DEFAULT '',
    "excerptFr" TEXT,
    "excerptEs" TEXT,
    "phone" TEXT NOT NULL DEFAULT '',
    "website" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "imageId" INTEGER,

    CONSTRAINT "organizers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_organizers" (
    "eventId" INTEGER NOT NULL,
    "organizerId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "event_organizers_pkey" PRIMARY KEY ("eventId","organizerId")
);

-- CreateTable
CREATE TABLE "categories" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "nameFr" TEXT,
    "nameEs" TEXT,
    "description" TEXT NOT NULL DEFAULT '',
    "descriptionFr" TEXT,
    "descriptionEs" TEXT,
    "slug" TEXT NOT NULL,
    "parentId" INTEGER,

    CONSTRAINT "categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tags" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "nameFr" TEXT,
    "nameEs" TEXT,
    "description" TEXT NOT NULL DEFAULT '',
    "descriptionFr" TEXT,
    "descriptionEs" TEXT,
    "slug" TEXT NOT NULL,

    CONSTRAINT "tags_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_categories" (
    "eventId" INTEGER NOT NULL,
    "categoryId" INTEGER NOT NULL,

    CONSTRAINT "event_categories_pkey" PRIMARY KEY ("eventId","categoryId")
);

-- CreateTable
CREATE TABLE "event_tags" (
    "eventId" INTEGER NOT NULL,
    "tagId" INTEGER NOT NULL,

    CONSTRAINT "event_tags_pkey" PRIMARY KEY ("eventId","tagId")
);

-- CreateTable
CREATE TABLE "media" (
    "id" INTEGER NOT NULL,
    "authorId" INTEGER NOT NULL,
    "fileName" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "filesize" INTEGER NOT NULL,
    "sourceUrl" TEXT,
    "createdUtc" TEXT NOT NULL,

    CONSTRAINT "media_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "media_files" (
    "mediaId" INTEGER NOT NULL,
    "size" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "filesize" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,

    CONSTRAINT "media_files_pkey" PRIMARY KEY ("mediaId","size")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "sessions_userId_idx" ON "sessions"("userId");

-- CreateIndex
CREATE INDEX "sessions_expiresAt_idx" ON "sessions"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "api_tokens_tokenHash_key" ON "api_tokens"("tokenHash");

-- CreateIndex
CREATE INDEX "api_tokens_userId_idx" ON "api_tokens"("userId");

-- CreateIndex
CREATE INDEX "rate_limit_hits_windowStart_idx" ON "rate_limit_hits"("windowStart");

-- CreateIndex
CREATE UNIQUE INDEX "events_liveSlug_key" ON "events"("liveSlug");

-- CreateIndex
CREATE INDEX "events_status_startLocal_id_idx" ON "events"("status", "startLocal", "id");

-- CreateIndex
CREATE INDEX "events_startLocal_id_idx" ON "events"("startLocal", "id");

-- CreateIndex
CREATE INDEX "events_endLocal_idx" ON "events"("endLocal");

-- CreateIndex
CREATE INDEX "events_venueId_idx" ON "events"("venueId");

-- CreateIndex
CREATE INDEX "events_featured_startLocal_idx" ON "events"("featured", "startLocal");

-- CreateIndex
CREATE INDEX "events_authorId_idx" ON "events"("authorId");

-- CreateIndex
CREATE INDEX "events_parentId_idx" ON "events"("parentId");

-- CreateIndex
CREATE INDEX "events_startUtc_idx" ON "events"("startUtc");

-- CreateIndex
CREATE UNIQUE INDEX "venues_liveSlug_key" ON "venues"("liveSlug");

-- CreateIndex
CREATE INDEX "venues_status_dateUtc_id_idx" ON "venues"("status", "dateUtc", "id");

-- CreateIndex
CREATE INDEX "venues_dateUtc_id_idx" ON "venues"("dateUtc", "id");

-- CreateIndex
CREATE INDEX "venues_authorId_idx" ON "venues"("authorId");

-- CreateIndex
CREATE UNIQUE INDEX "organizers_liveSlug_key" ON "organizers"("liveSlug");

-- CreateIndex
CREATE INDEX "organizers_status_dateUtc_id_idx" ON "organizers"("status", "dateUtc", "id");

-- CreateIndex
CREATE INDEX "organizers_dateUtc_id_idx" ON "organizers"("dateUtc", "id");

-- CreateIndex
CREATE INDEX "organizers_authorId_idx" ON "organizers"("authorId");

-- CreateIndex
CREATE INDEX "event_organizers_organizerId_idx" ON "event_organizers"("organizerId");

-- CreateIndex
CREATE UNIQUE INDEX "categories_slug_key" ON "categories"("slug");

-- CreateIndex
CREATE INDEX "categories_parentId_idx" ON "categories"("parentId");

-- CreateIndex
CREATE UNIQUE INDEX "tags_slug_key" ON "tags"("slug");

-- CreateIndex
CREATE INDEX "event_categories_categoryId_idx" ON "event_categories"("categoryId");

-- CreateIndex
CREATE INDEX "event_tags_tagId_idx" ON "event_tags"("tagId");

-- CreateIndex
CREATE INDEX "media_sourceUrl_idx" ON "media"("sourceUrl");

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_id_fkey" FOREIGN KEY ("id") REFERENCES "post_ids"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "events"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_venueId_fkey" FOREIGN KEY ("venueId") REFERENCES "venues"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "venues" ADD CONSTRAINT "venues_id_fkey" FOREIGN KEY ("id") REFERENCES "post_ids"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "venues" ADD CONSTRAINT "venues_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "venues" ADD CONSTRAINT "venues_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "organizers" ADD CONSTRAINT "organizers_id_fkey" FOREIGN KEY ("id") REFERENCES "post_ids"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "organizers" ADD CONSTRAINT "organizers_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "organizers" ADD CONSTRAINT "organizers_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_organizers" ADD CONSTRAINT "event_organizers_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_organizers" ADD CONSTRAINT "event_organizers_organizerId_fkey" FOREIGN KEY ("organizerId") REFERENCES "organizers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "categories" ADD CONSTRAINT "categories_id_fkey" FOREIGN KEY ("id") REFERENCES "term_ids"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "categories" ADD CONSTRAINT "categories_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "categories"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tags" ADD CONSTRAINT "tags_id_fkey" FOREIGN KEY ("id") REFERENCES "term_ids"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_categories" ADD CONSTRAINT "event_categories_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_categories" ADD CONSTRAINT "event_categories_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_tags" ADD CONSTRAINT "event_tags_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_tags" ADD CONSTRAINT "event_tags_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "tags"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "media" ADD CONSTRAINT "media_id_fkey" FOREIGN KEY ("id") REFERENCES "post_ids"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "media" ADD CONSTRAINT "media_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_mediaId_fkey" FOREIGN KEY ("mediaId") REFERENCES "media"("id") ON DELETE CASCADE ON UPDATE CASCADE;
