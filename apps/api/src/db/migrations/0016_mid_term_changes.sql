CREATE TABLE "policy_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"status" text DEFAULT 'quoted' NOT NULL,
	"base_version" integer NOT NULL,
	"effective_date" date NOT NULL,
	"priced_on" date NOT NULL,
	"current_annual_cents" integer NOT NULL,
	"new_annual_cents" integer NOT NULL,
	"adjustment_cents" integer NOT NULL,
	"snapshot" json NOT NULL,
	"lines" json NOT NULL,
	"applied" json,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"effective_date" date NOT NULL,
	"annual_premium_cents" integer NOT NULL,
	"snapshot" json NOT NULL,
	"lines" json NOT NULL,
	"change_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policy_changes" ADD CONSTRAINT "policy_changes_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_changes_policy_idx" ON "policy_changes" USING btree ("policy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_versions_policy_version_unique" ON "policy_versions" USING btree ("policy_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_versions_change_unique" ON "policy_versions" USING btree ("change_id");