CREATE TABLE "direct_debit_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"collected_at" timestamp with time zone NOT NULL,
	"gateway_reference" text NOT NULL,
	"return_reason" text,
	"pay_submission_id" text,
	"pay_started_at" timestamp with time zone,
	"card_reference" text,
	"card_brand" text,
	"card_last4" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_detail_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"submission_id" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_direct_debits" (
	"collection_key" text PRIMARY KEY NOT NULL,
	"iban" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"outcome" text NOT NULL,
	"return_reason" text,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "direct_debit_collections" ADD CONSTRAINT "direct_debit_collections_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_detail_changes" ADD CONSTRAINT "payment_detail_changes_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debit_collections_policy_due_unique" ON "direct_debit_collections" USING btree ("policy_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_detail_changes_submission_unique" ON "payment_detail_changes" USING btree ("policy_id","submission_id");