CREATE TABLE "staff_directory_records" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"uid" text,
	"user_code" text,
	"grant_id" text,
	"expires_at" timestamp with time zone,
	CONSTRAINT "staff_directory_records_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE INDEX "staff_directory_records_uid_idx" ON "staff_directory_records" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "staff_directory_records_grant_idx" ON "staff_directory_records" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "staff_directory_records_expires_idx" ON "staff_directory_records" USING btree ("expires_at");