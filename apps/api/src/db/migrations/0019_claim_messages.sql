CREATE TABLE "claim_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"author" text NOT NULL,
	"message_id" uuid NOT NULL,
	"body" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "claim_messages_author_known" CHECK ("claim_messages"."author" in ('customer', 'handler'))
);
--> statement-breakpoint
ALTER TABLE "claim_messages" ADD CONSTRAINT "claim_messages_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_messages_claim_message_unique" ON "claim_messages" USING btree ("claim_id","message_id");--> statement-breakpoint
CREATE INDEX "claim_messages_claim_idx" ON "claim_messages" USING btree ("claim_id","at");--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_stage_known" CHECK ("claim_events"."stage" in ('received', 'being_assessed', 'awaiting_information', 'approved', 'settled', 'declined'));--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_stage_known" CHECK ("claims"."stage" in ('received', 'being_assessed', 'awaiting_information', 'approved', 'settled', 'declined'));