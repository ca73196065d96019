DROP INDEX "policies_policy_number_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "policies_policy_number_period_unique" ON "policies" USING btree ("policy_number","start_date");