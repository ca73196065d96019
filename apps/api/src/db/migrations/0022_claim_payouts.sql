CREATE TABLE "card_gateway_payouts" (
	"payout_key" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"route" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"to_label" text NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_payouts_route_known" CHECK ("claim_payouts"."route" in ('card', 'bank_transfer')),
	CONSTRAINT "claim_payouts_status_known" CHECK ("claim_payouts"."status" in ('being_paid', 'paid')),
	CONSTRAINT "claim_payouts_amount_positive" CHECK ("claim_payouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_transfers" (
	"transfer_key" text PRIMARY KEY NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"account_holder" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"remittance" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_gateway_payouts" ADD CONSTRAINT "card_gateway_payouts_token_card_gateway_payments_token_fk" FOREIGN KEY ("token") REFERENCES "public"."card_gateway_payments"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_payouts" ADD CONSTRAINT "claim_payouts_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_payouts" ADD CONSTRAINT "claim_payouts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_payouts_claim_unique" ON "claim_payouts" USING btree ("claim_id");