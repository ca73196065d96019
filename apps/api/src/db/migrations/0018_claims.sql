CREATE TABLE "claim_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"policy_id" uuid NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"incident_date" date NOT NULL,
	"place" text,
	"description" text NOT NULL,
	"anyone_hurt" boolean NOT NULL,
	"items" jsonb NOT NULL,
	"estimate_cents" integer NOT NULL,
	"other_party" jsonb,
	"garda_report_number" text,
	"trip" jsonb,
	"stage" text NOT NULL,
	"amount_cents" integer,
	"last_told_on" date NOT NULL,
	"information_complete_on" date,
	"approved_on" date,
	"received_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("claim_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_reference_unique" ON "claims" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_owner_submission_unique" ON "claims" USING btree ("owner_user_id","submission_id");--> statement-breakpoint
CREATE INDEX "claims_owner_idx" ON "claims" USING btree ("owner_user_id","received_at");--> statement-breakpoint
CREATE INDEX "claims_policy_idx" ON "claims" USING btree ("policy_id");