CREATE TABLE "sign_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Each refresh token already handed out becomes a sign-in of its own, ended if it was revoked.
INSERT INTO "sign_ins" ("id", "user_id", "ended_at", "created_at")
  SELECT "id", "user_id", "revoked_at", "created_at" FROM "refresh_sessions";--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD COLUMN "sign_in_id" uuid;--> statement-breakpoint
UPDATE "refresh_sessions" SET "sign_in_id" = "id";--> statement-breakpoint
ALTER TABLE "refresh_sessions" ALTER COLUMN "sign_in_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_ins_user_idx" ON "sign_ins" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD CONSTRAINT "refresh_sessions_sign_in_id_sign_ins_id_fk" FOREIGN KEY ("sign_in_id") REFERENCES "public"."sign_ins"("id") ON DELETE cascade ON UPDATE no action;