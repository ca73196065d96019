ALTER TABLE "claim_payouts" DROP CONSTRAINT "claim_payouts_route_known";--> statement-breakpoint
ALTER TABLE "claim_payouts" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_payouts" ADD CONSTRAINT "claim_payouts_route_known" CHECK ("claim_payouts"."route" in ('card', 'bank_transfer', 'outside'));