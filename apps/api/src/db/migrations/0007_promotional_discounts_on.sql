-- home_premium_discounts_enabled was stored (off) before anything read it, while the promotion
-- and staff discounts were given: now that it switches them, it starts on, so the discounts stay
-- as they were and quotes priced with one can still be bought. An operator turns it off by hand.
UPDATE "feature_flags" SET "enabled" = true, "updated_at" = now()
  WHERE "name" = 'home_premium_discounts_enabled';
