ALTER TYPE "public"."agent_action" ADD VALUE 'claim_opened';--> statement-breakpoint
ALTER TYPE "public"."agent_action" ADD VALUE 'claim_file_opened';--> statement-breakpoint
ALTER TYPE "public"."agent_action" ADD VALUE 'claim_decided';--> statement-breakpoint
ALTER TYPE "public"."agent_action" ADD VALUE 'claim_message';--> statement-breakpoint
ALTER TYPE "public"."user_role" ADD VALUE 'claims_handler';--> statement-breakpoint
ALTER TABLE "claim_events" ADD COLUMN "action_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_events_claim_action_unique" ON "claim_events" USING btree ("claim_id","action_id");