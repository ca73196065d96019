import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createDatabaseProviderStorage } from './database-provider-storage.js';

let t: TestApp;
let now = Date.parse('2026-06-01T09:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe("the staff directory's records in the database", () => {
  it('answers a record until it expires, by id, by interaction and by user code', async () => {
    const storage = createDatabaseProviderStorage(t.app.database.db, () => now);
    const sessions = storage('Session');
    await sessions.upsert('s-1', { uid: 'interaction-1', accountId: 'A2345678' }, 60);
    expect(await sessions.find('s-1')).toMatchObject({ accountId: 'A2345678' });
    expect(await sessions.findByUid('interaction-1')).toMatchObject({ accountId: 'A2345678' });
    // Another kind with the same id is another record.
    expect(await storage('Interaction').find('s-1')).toBeUndefined();
    await storage('DeviceCode').upsert('d-1', { userCode: 'ABCD-EFGH' }, 60);
    expect(await storage('DeviceCode').findByUserCode('ABCD-EFGH')).toBeDefined();
    now += 61_000;
    expect(await sessions.find('s-1')).toBeUndefined();
    expect(await sessions.findByUid('interaction-1')).toBeUndefined();
  });

  it('keeps a record without a lifetime, replaces it on upsert, and destroys it', async () => {
    const clients = createDatabaseProviderStorage(t.app.database.db, () => now)('Grant');
    await clients.upsert('g-1', { accountId: 'first' });
    await clients.upsert('g-1', { accountId: 'second' });
    now += 365 * 86_400_000;
    expect(await clients.find('g-1')).toMatchObject({ accountId: 'second' });
    await clients.destroy('g-1');
    expect(await clients.find('g-1')).toBeUndefined();
  });

  it('marks a code consumed, and revokes everything of a grant', async () => {
    const storage = createDatabaseProviderStorage(t.app.database.db, () => now);
    const codes = storage('AuthorizationCode');
    const tokens = storage('AccessToken');
    await codes.upsert('c-1', { grantId: 'grant-1' }, 60);
    await tokens.upsert('t-1', { grantId: 'grant-1' }, 600);
    await tokens.upsert('t-2', { grantId: 'grant-2' }, 600);
    await codes.consume('c-1');
    expect((await codes.find('c-1'))?.consumed).toBe(Math.floor(now / 1000));
    await codes.revokeByGrantId('grant-1');
    expect(await codes.find('c-1')).toBeUndefined();
    expect(await tokens.find('t-1')).toBeUndefined();
    expect(await tokens.find('t-2')).toBeDefined();
  });
});
