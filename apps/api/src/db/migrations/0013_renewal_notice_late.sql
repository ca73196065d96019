ALTER TABLE "renewal_offers" ADD COLUMN "notice_working_days" integer;--> statement-breakpoint
ALTER TABLE "renewal_offers" ADD COLUMN "notice_late" boolean DEFAULT false NOT NULL;