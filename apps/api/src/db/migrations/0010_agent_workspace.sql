CREATE TYPE "public"."agent_action" AS ENUM('search', 'open', 'quote', 'create_account', 'match', 'unmatch', 'mobile_change', 'contacted', 'payment_taken');--> statement-breakpoint
CREATE TABLE "agent_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"agent_user_id" uuid NOT NULL,
	"agent_role" "user_role" NOT NULL,
	"branch_id" integer,
	"customer_user_id" uuid,
	"action" "agent_action" NOT NULL,
	"subject_reference" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_actions" ADD CONSTRAINT "agent_actions_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_actions" ADD CONSTRAINT "agent_actions_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_actions" ADD CONSTRAINT "agent_actions_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_actions_at_idx" ON "agent_actions" USING btree ("at");--> statement-breakpoint
CREATE INDEX "agent_actions_customer_idx" ON "agent_actions" USING btree ("customer_user_id","at");--> statement-breakpoint
CREATE INDEX "agent_actions_agent_idx" ON "agent_actions" USING btree ("agent_user_id","at");--> statement-breakpoint
CREATE INDEX "quotes_branch_idx" ON "quotes" USING btree ("branch_id","product","created_at");