CREATE TABLE "marketing_consent_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"policy_type" "policy_type" NOT NULL,
	"email" boolean NOT NULL,
	"phone" boolean NOT NULL,
	"text" boolean NOT NULL,
	"post" boolean NOT NULL,
	"analyze_transaction" boolean NOT NULL,
	"source" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketing_consent_changes" ADD CONSTRAINT "marketing_consent_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_consent_changes_user_idx" ON "marketing_consent_changes" USING btree ("user_id","changed_at");--> statement-breakpoint
-- The choices given at purchases before this are their first record, as they stand, at their time.
INSERT INTO "marketing_consent_changes" ("user_id", "policy_type", "email", "phone", "text", "post", "analyze_transaction", "source", "changed_at")
SELECT "user_id", "policy_type", "consent" AND "email", "consent" AND "phone", "consent" AND "text", "consent" AND "post", "analyze_transaction", 'purchase', "updated_at" FROM "marketing_consents";
