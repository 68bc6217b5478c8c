CREATE TABLE "playable_upload_files" (
	"upload_id" text NOT NULL,
	"path" text NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "playable_upload_files_pk" PRIMARY KEY("upload_id","path")
);
--> statement-breakpoint
CREATE TABLE "playable_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"html_path" text NOT NULL,
	"report" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"profile" jsonb NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_accounts_idempotency_key_uq" UNIQUE("idempotency_key"),
	CONSTRAINT "trial_accounts_email_uq" UNIQUE("email"),
	CONSTRAINT "trial_accounts_username_uq" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"email" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "playable_upload_files" ADD CONSTRAINT "playable_upload_files_upload_id_playable_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."playable_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playable_uploads_created_idx" ON "playable_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trial_accounts_created_idx" ON "trial_accounts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_expires_idx" ON "verification_codes" USING btree ("expires_at");