DROP TABLE "playable_upload_files" CASCADE;--> statement-breakpoint
ALTER TABLE "playable_uploads" ADD COLUMN "archive" "bytea";--> statement-breakpoint
ALTER TABLE "playable_uploads" ADD COLUMN "entries" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Hand-written (drizzle-kit has no notation for it): uncompressed out-of-line storage, so substring() on the
-- archive reads only the TOAST chunks that hold one entry instead of decompressing the whole upload.
ALTER TABLE "playable_uploads" ALTER COLUMN "archive" SET STORAGE EXTERNAL;
