ALTER TABLE "message_outbox" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;