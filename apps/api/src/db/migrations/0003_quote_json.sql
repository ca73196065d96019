ALTER TABLE "quotes" ALTER COLUMN "request" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "insurer_answers" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "insurer_answers" SET DEFAULT '{}'::json;