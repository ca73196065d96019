ALTER TABLE "payments" ADD COLUMN "quote_snapshot" json;--> statement-breakpoint
-- A payment made before snapshots were kept pays for its quote as it stands: its bind job (if any
-- is still to run) names the offer chosen.
UPDATE "payments" AS p SET "quote_snapshot" = json_build_object(
  'quoteReference', q."quote_reference",
  'request', q."request",
  'answers', q."insurer_answers",
  'choice', coalesce(
    (SELECT j."payload" ->> 'choice' FROM "jobs" AS j WHERE j."idempotency_key" = 'bind:' || p."id"::text),
    ''),
  'priceCents', p."amount_cents",
  'pricedAt', q."updated_at")
FROM "quotes" AS q WHERE q."id" = p."quote_id";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "quote_snapshot" SET NOT NULL;
