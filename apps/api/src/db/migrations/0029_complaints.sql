ALTER TYPE "public"."agent_action" ADD VALUE 'complaint_opened';--> statement-breakpoint
ALTER TYPE "public"."agent_action" ADD VALUE 'complaint_answered';--> statement-breakpoint
CREATE TABLE "complaint_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"complaint_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"text" text,
	"outcome" text,
	"fspo" jsonb,
	"by_user_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action_id" uuid,
	CONSTRAINT "complaint_events_kind_known" CHECK ("complaint_events"."kind" in ('received', 'update', 'final_response', 'resolved')),
	CONSTRAINT "complaint_events_status_known" CHECK ("complaint_events"."status" in ('received', 'being_investigated', 'final_response_given', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"about" text NOT NULL,
	"policy_id" uuid,
	"claim_id" uuid,
	"description" text NOT NULL,
	"wanted" text NOT NULL,
	"status" text NOT NULL,
	"outcome" text,
	"received_at" timestamp with time zone NOT NULL,
	"last_update_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_about_known" CHECK ("complaints"."about" in ('policy', 'claim', 'payment', 'service', 'other')),
	CONSTRAINT "complaints_status_known" CHECK ("complaints"."status" in ('received', 'being_investigated', 'final_response_given', 'resolved')),
	CONSTRAINT "complaints_outcome_known" CHECK ("complaints"."outcome" is null or "complaints"."outcome" in ('upheld', 'partly_upheld', 'not_upheld'))
);
--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_events_complaint_idx" ON "complaint_events" USING btree ("complaint_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_events_complaint_action_unique" ON "complaint_events" USING btree ("complaint_id","action_id");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_reference_unique" ON "complaints" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_owner_submission_unique" ON "complaints" USING btree ("owner_user_id","submission_id");--> statement-breakpoint
CREATE INDEX "complaints_owner_idx" ON "complaints" USING btree ("owner_user_id","received_at");--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status");