/**
 * home_premium_discounts_enabled was stored off before anything read it, while the discounts were
 * given: the upgrade that makes the flag switch them (migration 0007) turns it on, so an existing
 * database keeps its discounts and quotes priced with one can still be bought.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

it('turns home_premium_discounts_enabled on where it was stored off, and nothing else', async () => {
  const flags = t.repositories.flags;
  await flags.insertMissingDefaults();
  await flags.set('home_premium_discounts_enabled', false);
  await flags.set('bind_upload_enabled', false);
  const upgrade = readFileSync(
    join(MIGRATIONS_FOLDER, '0007_promotional_discounts_on.sql'),
    'utf8',
  );
  await t.app.database.db.execute(sql.raw(upgrade));
  const stored = await flags.readAll();
  expect(stored.home_premium_discounts_enabled).toBe(true);
  expect(stored.bind_upload_enabled).toBe(false);
});
