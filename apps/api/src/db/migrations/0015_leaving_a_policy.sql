CREATE TABLE "card_gateway_refunds" (
	"refund_key" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"received_at" timestamp with time zone NOT NULL,
	"original_end_date" date NOT NULL,
	"settlement" json NOT NULL,
	"settlement_cents" integer NOT NULL,
	"refund_by" date,
	"settlement_status" text NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_gateway_refunds" ADD CONSTRAINT "card_gateway_refunds_token_card_gateway_payments_token_fk" FOREIGN KEY ("token") REFERENCES "public"."card_gateway_payments"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_cancellations" ADD CONSTRAINT "policy_cancellations_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_cancellations_policy_unique" ON "policy_cancellations" USING btree ("policy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_cancellations_reference_unique" ON "policy_cancellations" USING btree ("reference");