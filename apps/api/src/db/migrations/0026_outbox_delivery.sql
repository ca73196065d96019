ALTER TABLE "message_outbox" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
-- Before this, the outbox was the delivery (the development viewer): what is in it is not sent again.
UPDATE "message_outbox" SET "status" = 'sent', "sent_at" = "created_at" WHERE "status" = 'pending';
