import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_FEATURE_FLAGS, FEATURE_FLAG_NAMES } from '@wallet/domain';
import { featureFlags } from '../../db/schema.js';
import { createTestApp, TEST_OPERATOR_API_KEY, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const operator = { authorization: `Bearer ${TEST_OPERATOR_API_KEY}` };
const readFlags = async () => (await t.app.inject({ method: 'GET', url: '/api/feature' })).json();

describe('GET /api/feature', () => {
  it('answers every flag from the database to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/feature' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual([...FEATURE_FLAG_NAMES]);
    expect(response.json()).toEqual(DEFAULT_FEATURE_FLAGS);
    // platform.md 1: the agent-mode flag is there, and off until an operator turns it on.
    expect(response.json().agent_enabled).toBe(false);
  });

  it('reads the agent flag off in a database stored before it, until the reference data adds it', async () => {
    const older = await createTestApp({ seed: false });
    try {
      const flags = older.repositories.flags;
      await flags.insertMissingDefaults();
      await older.app.database.db
        .delete(featureFlags)
        .where(eq(featureFlags.name, 'agent_enabled'));
      expect((await flags.readAll()).agent_enabled).toBe(false);
      await flags.insertMissingDefaults();
      const stored = await older.app.database.db
        .select()
        .from(featureFlags)
        .where(eq(featureFlags.name, 'agent_enabled'));
      expect(stored).toMatchObject([{ name: 'agent_enabled', enabled: false }]);
    } finally {
      await older.close();
    }
  });
});

describe('PUT /api/operator/feature/:name', () => {
  it('switches a flag, and GET /api/feature shows it at once', async () => {
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/feature/motor_enabled',
      headers: operator,
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ name: 'motor_enabled', enabled: false });
    expect((await readFlags()).motor_enabled).toBe(false);

    await t.app.inject({
      method: 'PUT',
      url: '/api/operator/feature/motor_enabled',
      headers: operator,
      payload: { enabled: true },
    });
    expect((await readFlags()).motor_enabled).toBe(true);
  });

  it('answers 401 without the operator key, with a wrong key or with a user token, and changes nothing', async () => {
    const before = await readFlags();
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-key-wrong-key-wrong-key' },
      { authorization: TEST_OPERATOR_API_KEY },
    ]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/operator/feature/home_enabled',
        headers,
        payload: { enabled: false },
      });
      expect(response.statusCode).toBe(401);
    }
    expect(await readFlags()).toEqual(before);
  });

  it('answers 400 for an unknown flag or a body that is not a boolean switch, and changes nothing', async () => {
    const before = await readFlags();
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/feature/pet_enabled',
      headers: operator,
      payload: { enabled: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.name).toBeDefined();
    for (const payload of [{ enabled: 'yes' }, {}, { enabled: true, extra: 1 }]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/operator/feature/home_enabled',
        headers: operator,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await readFlags()).toEqual(before);
  });
});
