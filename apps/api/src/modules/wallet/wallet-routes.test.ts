import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE, profileSchema, TEMP_QUOTE_MAX_BYTES } from '@wallet/domain';
import { DEMO_ACCOUNTS, seedDemoData } from '../../db/seed.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let customer: Awaited<ReturnType<typeof signIn>>;
let otherCustomer: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
  otherCustomer = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
});
afterAll(async () => t?.close());

const tempQuoteUrl = (type: string) => `/api/profile/profile/tempQuote/${type}`;

describe('GET /api/profile/profile', () => {
  it("answers the demo customer's profile with three policies, newest first", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile/profile',
      headers: customer.headers,
    });
    expect(response.statusCode).toBe(200);
    const profile = profileSchema.parse(response.json());
    expect(profile).toMatchObject({
      first_name: 'Aoife',
      last_name: 'Murphy',
      email: 'demo@wallet.test',
      default_response: false,
      address: { town: 'Dublin 4', county: 'Dublin' },
    });
    expect(profile.user_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(profile.policies.map((policy) => policy.policy_type).sort()).toEqual([
      'HOME',
      'MOTOR',
      'TRAVEL',
    ]);
    const starts = profile.policies.map((policy) => policy.start_date);
    expect(starts).toEqual([...starts].sort().reverse());
    for (const policy of profile.policies) {
      expect(policy.policy_number).not.toBe('');
      expect(policy.reference_number).not.toBe('');
      expect(policy.policy_id).not.toBe('');
    }
  });

  it('seeds a home policy that started about 11 months ago, so it is due for renewal', async () => {
    const profile = (
      await t.app.inject({ method: 'GET', url: '/api/profile/profile', headers: customer.headers })
    ).json();
    const home = profile.policies.find(
      (policy: { policy_type: string }) => policy.policy_type === 'HOME',
    );
    const ageDays = (Date.now() - Date.parse(home.start_date)) / 86_400_000;
    expect(ageDays).toBeGreaterThan(320);
    expect(ageDays).toBeLessThan(345);
  });

  it('answers the default empty profile to a user who has no profile yet', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile/profile',
      headers: otherCustomer.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_PROFILE);
  });

  it('answers 401 to an anonymous caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/profile/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('seeding again adds nothing', async () => {
    const usersBefore = await t.repositories.users.count();
    await seedDemoData(t.repositories);
    const user = await t.repositories.users.findByEmail('demo@wallet.test');
    expect(await t.repositories.users.count()).toBe(usersBefore);
    expect(await t.repositories.branches.list()).toHaveLength(10);
    expect(await t.repositories.policies.listOfOwner(user!.id)).toHaveLength(3);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.mfaEnabled).toBe(false);
  });
});

describe('/api/profile/profile/tempQuote/:type', () => {
  const homeValues = { aboutYouObj: { firstName: 'Aoife', lastName: 'Murphy' }, step: 'yourHome' };

  it('saves, reads, replaces and removes a saved quote', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: tempQuoteUrl('HOME'),
      headers: customer.headers,
      payload: homeValues,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(homeValues);

    const read = await t.app.inject({
      method: 'GET',
      url: tempQuoteUrl('HOME'),
      headers: customer.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(homeValues);

    const replaced = { ...homeValues, step: 'yourCover' };
    await t.app.inject({
      method: 'POST',
      url: tempQuoteUrl('HOME'),
      headers: customer.headers,
      payload: replaced,
    });
    expect(
      (
        await t.app.inject({ method: 'GET', url: tempQuoteUrl('HOME'), headers: customer.headers })
      ).json(),
    ).toEqual(replaced);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: tempQuoteUrl('HOME'),
      headers: customer.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: tempQuoteUrl('HOME'), headers: customer.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: tempQuoteUrl('HOME'),
          headers: customer.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps one saved quote per product', async () => {
    await t.app.inject({
      method: 'POST',
      url: tempQuoteUrl('MOTOR'),
      headers: customer.headers,
      payload: { carReg: '191-D-12345' },
    });
    await t.app.inject({
      method: 'POST',
      url: tempQuoteUrl('TRAVEL'),
      headers: customer.headers,
      payload: { tripType: 1 },
    });
    expect(
      (
        await t.app.inject({ method: 'GET', url: tempQuoteUrl('MOTOR'), headers: customer.headers })
      ).json(),
    ).toEqual({
      carReg: '191-D-12345',
    });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: tempQuoteUrl('TRAVEL'),
          headers: customer.headers,
        })
      ).json(),
    ).toEqual({
      tripType: 1,
    });
  });

  it("never lets one user read, replace or delete another user's saved quote", async () => {
    const secret = { aboutYouObj: { firstName: 'Aoife', dob: '1986-04-17' } };
    await t.app.inject({
      method: 'POST',
      url: tempQuoteUrl('HOME'),
      headers: customer.headers,
      payload: secret,
    });

    const otherRead = await t.app.inject({
      method: 'GET',
      url: tempQuoteUrl('HOME'),
      headers: otherCustomer.headers,
    });
    expect(otherRead.statusCode).toBe(404);
    const otherDelete = await t.app.inject({
      method: 'DELETE',
      url: tempQuoteUrl('HOME'),
      headers: otherCustomer.headers,
    });
    expect(otherDelete.statusCode).toBe(404);
    await t.app.inject({
      method: 'POST',
      url: tempQuoteUrl('HOME'),
      headers: otherCustomer.headers,
      payload: { mine: true },
    });

    const ownerRead = await t.app.inject({
      method: 'GET',
      url: tempQuoteUrl('HOME'),
      headers: customer.headers,
    });
    expect(ownerRead.json()).toEqual(secret);
  });

  it('answers 400 for an unknown product type and writes nothing', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: tempQuoteUrl('HOME'),
      headers: customer.headers,
    });
    for (const method of ['POST', 'GET', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: tempQuoteUrl('PET'),
        headers: customer.headers,
        ...(method === 'POST' ? { payload: { a: 1 } } : {}),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.type).toBeDefined();
    }
    // Types are the API's upper-case policy types; the route's product names are not accepted.
    expect(
      (await t.app.inject({ method: 'GET', url: tempQuoteUrl('home'), headers: customer.headers }))
        .statusCode,
    ).toBe(400);
    const after = await t.app.inject({
      method: 'GET',
      url: tempQuoteUrl('HOME'),
      headers: customer.headers,
    });
    expect(after.json()).toEqual(before.json());
  });

  it('answers 400 for a body that is not an object, or too large, and keeps the saved quote', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: tempQuoteUrl('TRAVEL'), headers: customer.headers })
    ).json();
    const notObject = await t.app.inject({
      method: 'POST',
      url: tempQuoteUrl('TRAVEL'),
      headers: { ...customer.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(['a', 'list']),
    });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(Object.keys(notObject.json().fieldErrors)).toEqual(['body']);

    const tooLarge = await t.app.inject({
      method: 'POST',
      url: tempQuoteUrl('TRAVEL'),
      headers: customer.headers,
      payload: { notes: 'x'.repeat(TEMP_QUOTE_MAX_BYTES) },
    });
    expect(tooLarge.statusCode).toBe(400);

    const malformed = await t.app.inject({
      method: 'POST',
      url: tempQuoteUrl('TRAVEL'),
      headers: { ...customer.headers, 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(malformed.statusCode).toBe(400);

    const after = (
      await t.app.inject({ method: 'GET', url: tempQuoteUrl('TRAVEL'), headers: customer.headers })
    ).json();
    expect(after).toEqual(before);
  });

  it('answers 401 to an anonymous caller', async () => {
    for (const method of ['POST', 'GET', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: tempQuoteUrl('HOME'),
        ...(method === 'POST' ? { payload: { a: 1 } } : {}),
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
