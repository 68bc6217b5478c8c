ALTER TABLE "outbox" ALTER COLUMN "payload" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sealed_payload" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "key_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_payload_ck" CHECK ("outbox"."payload" is not null or ("outbox"."sealed_payload" is not null and "outbox"."key_id" is not null));