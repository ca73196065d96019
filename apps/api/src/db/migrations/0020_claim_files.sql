CREATE TABLE "claim_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"name" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"author" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "claim_files_media_type_known" CHECK ("claim_files"."media_type" in ('image/jpeg', 'image/png', 'image/heic', 'application/pdf')),
	CONSTRAINT "claim_files_size_allowed" CHECK ("claim_files"."size_bytes" > 0 and "claim_files"."size_bytes" <= 10485760),
	CONSTRAINT "claim_files_author_known" CHECK ("claim_files"."author" in ('customer', 'handler'))
);
--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_files_file_id_unique" ON "claim_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_files_claim_upload_unique" ON "claim_files" USING btree ("claim_id","upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_files_storage_key_unique" ON "claim_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "claim_files_claim_idx" ON "claim_files" USING btree ("claim_id","uploaded_at");