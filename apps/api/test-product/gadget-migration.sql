-- The test-only product's word on the wire, as a new product's migration adds it.
ALTER TYPE "public"."policy_type" ADD VALUE IF NOT EXISTS 'GADGET';
