CREATE TABLE "playable_upload_chunks" (
	"upload_id" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "playable_upload_chunks_pk" PRIMARY KEY("upload_id","seq")
);
--> statement-breakpoint
DROP TABLE "playable_upload_files" CASCADE;--> statement-breakpoint
ALTER TABLE "playable_uploads" ADD COLUMN "entries" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "playable_upload_chunks" ADD CONSTRAINT "playable_upload_chunks_upload_id_playable_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."playable_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (drizzle-kit has no notation for it): zip data does not compress, so chunks are stored out of
-- line without trying to (EXTERNAL rather than the default EXTENDED).
ALTER TABLE "playable_upload_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
