CREATE TYPE "public"."renewal_offer_status" AS ENUM('offered', 'accepted', 'renewed', 'lapsed');--> statement-breakpoint
CREATE TABLE "policy_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"claim_date" date NOT NULL,
	"peril" text NOT NULL,
	"paid_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewal_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"renewal_of_policy_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"renewal_date" date NOT NULL,
	"renewal_number" integer NOT NULL,
	"renewal_scheme_code" text,
	"alternative_scheme_code" text,
	"renewal_uncapped_cents" integer,
	"first_renewal_equivalent_cents" integer,
	"price_walking_capped" boolean DEFAULT false NOT NULL,
	"notice" json NOT NULL,
	"notice_deadline" date NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" "renewal_offer_status" DEFAULT 'offered' NOT NULL,
	"statement_of_fact_declined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "auto_renew" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "annualised_premium_cents" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "renewal_of_policy_id" uuid;--> statement-breakpoint
ALTER TABLE "policy_claims" ADD CONSTRAINT "policy_claims_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_offers" ADD CONSTRAINT "renewal_offers_renewal_of_policy_id_policies_id_fk" FOREIGN KEY ("renewal_of_policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_offers" ADD CONSTRAINT "renewal_offers_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_claims_policy_idx" ON "policy_claims" USING btree ("policy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_offers_policy_period_unique" ON "renewal_offers" USING btree ("renewal_of_policy_id","renewal_date");--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_offers_quote_unique" ON "renewal_offers" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "renewal_offers_date_idx" ON "renewal_offers" USING btree ("renewal_date","status");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_renewal_of_unique" ON "policies" USING btree ("renewal_of_policy_id");