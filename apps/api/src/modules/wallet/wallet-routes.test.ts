import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE, profileSchema, TEMP_QUOTE_MAX_BYTES } from '@wallet/domain';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  seedDemoBoughtPolicies,
  seedDemoData,
} from '../../demo/index.js';
import { eq, sql } from 'drizzle-orm';
import { quotes } from '../../db/schema.js';
import { hashPassword } from '../../lib/passwords.js';
import { VISITOR_COOKIE_NAME, hashVisitorKey } from '../quotes/index.js';
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
    await seedDemoData(t.repositories, seedDemoBoughtPolicies);
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
      payload: { yourCar: { carReg: '191-D-12345' } },
    });
    await t.app.inject({
      method: 'POST',
      url: tempQuoteUrl('TRAVEL'),
      headers: customer.headers,
      payload: { yourTrip: { tripType: '1' } },
    });
    expect(
      (
        await t.app.inject({ method: 'GET', url: tempQuoteUrl('MOTOR'), headers: customer.headers })
      ).json(),
    ).toEqual({
      yourCar: { carReg: '191-D-12345' },
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
      yourTrip: { tripType: '1' },
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

describe('profile creation after sign-up and search by e-mail', () => {
  const createBody = {
    title: 'MS',
    first_name: 'Gráinne',
    last_name: 'Daly',
    address: {
      address_line1: '3 Mill Lane',
      address_line2: 'Blackrock',
      address_line3: '',
      town: 'Cork',
      county: 'Cork',
      eircode: 'T12 AB34',
    },
    analyse_transactions: true,
    email: 'grainne@example.ie',
    quote_reference: null,
  };

  async function signedUpCustomer(email: string) {
    await t.repositories.users.create({
      email,
      givenName: 'Gráinne',
      familyName: 'Daly',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailVerified: true,
      phoneNumber: '+353871239999',
    });
    return signIn(t.app, email);
  }

  it('creates the signed-in customer’s profile on both paths; another customer never sees it', async () => {
    const session = await signedUpCustomer(createBody.email);
    for (const url of ['/api/profile/profile/', '/api/profile/profile/create/user']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: session.headers,
        payload: createBody,
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual({ successfully_paired: true });
    }
    const own = (
      await t.app.inject({ method: 'GET', url: '/api/profile/profile', headers: session.headers })
    ).json();
    expect(own).toMatchObject({
      title: 'MS',
      first_name: 'Gráinne',
      email: 'grainne@example.ie',
      phone: '0871239999',
      address: { address_line1: '3 Mill Lane', town: 'Cork', eircode: 'T12 AB34' },
      default_response: false,
    });
    const others = (
      await t.app.inject({
        method: 'GET',
        url: '/api/profile/profile',
        headers: otherCustomer.headers,
      })
    ).json();
    expect(others.first_name).not.toBe('Gráinne');
    expect(others.user_id).not.toBe(own.user_id);
  });

  it('refuses to create a profile under someone else’s e-mail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/profile/',
      headers: otherCustomer.headers,
      payload: { ...createBody, email: DEMO_ACCOUNTS.customer.email },
    });
    expect(response.json()).toEqual({
      successfully_paired: false,
      failure_reason: 'The email address does not match the signed-in account.',
    });
    const demo = (
      await t.app.inject({ method: 'GET', url: '/api/profile/profile', headers: customer.headers })
    ).json();
    expect(demo.first_name).toBe('Aoife');
  });

  it('reports a quote reference it cannot pair', async () => {
    const session = await signedUpCustomer('pairing@example.ie');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/profile/',
      headers: session.headers,
      payload: { ...createBody, email: 'pairing@example.ie', quote_reference: 'HQ-NOPE' },
    });
    expect(response.json()).toEqual({
      successfully_paired: false,
      failure_reason: 'No quote was found with this quote reference.',
    });
  });

  it('pairs a visitor’s quote with the new customer, and never takes over another’s quote', async () => {
    const session = await signedUpCustomer('quote-owner@example.ie');
    const browserKey = 'k'.repeat(43);
    await t.app.database.db.insert(quotes).values([
      {
        product: 'HOME',
        quoteReference: 'HQ-VISITOR-1',
        request: {},
        visitorKeyHash: hashVisitorKey(browserKey),
      },
      {
        product: 'HOME',
        quoteReference: 'HQ-TAKEN-1',
        request: {},
        ownerUserId: (await t.repositories.users.findByEmail(DEMO_ACCOUNTS.customer.email))!.id,
      },
    ]);
    const create = (quote_reference: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/profile/profile/create/user',
        headers: session.headers,
        cookies: { [VISITOR_COOKIE_NAME]: browserKey },
        payload: { ...createBody, email: 'quote-owner@example.ie', quote_reference },
      });
    expect((await create('HQ-VISITOR-1')).json()).toEqual({ successfully_paired: true });
    const [paired] = await t.app.database.db
      .select()
      .from(quotes)
      .where(eq(quotes.quoteReference, 'HQ-VISITOR-1'));
    expect(paired!.ownerUserId).toBe(
      (await t.repositories.users.findByEmail('quote-owner@example.ie'))!.id,
    );
    // Another account's quote is answered as an unknown reference: the answer never tells
    // whether a reference exists.
    const taken = await create('HQ-TAKEN-1');
    const unknown = await create('HQ-NEVER-ISSUED');
    expect(taken.statusCode).toBe(unknown.statusCode);
    expect(taken.json()).toEqual(unknown.json());
    expect(taken.json()).toEqual({
      successfully_paired: false,
      failure_reason: 'No quote was found with this quote reference.',
    });
    const [kept] = await t.app.database.db
      .select()
      .from(quotes)
      .where(eq(quotes.quoteReference, 'HQ-TAKEN-1'));
    expect(kept!.ownerUserId).toBe(
      (await t.repositories.users.findByEmail(DEMO_ACCOUNTS.customer.email))!.id,
    );
  });

  it('never pairs a visitor’s quote by its reference alone: the visitor keeps it', async () => {
    const visitorKey = 'v'.repeat(43);
    await t.app.database.db.insert(quotes).values({
      product: 'HOME',
      quoteReference: 'HQ-VISITOR-2',
      request: {},
      visitorKeyHash: hashVisitorKey(visitorKey),
    });
    const stranger = await signedUpCustomer('stranger@example.ie');
    for (const url of ['/api/profile/profile', '/api/profile/profile/create/user']) {
      for (const cookies of [{}, { [VISITOR_COOKIE_NAME]: 'w'.repeat(43) }] as Record<
        string,
        string
      >[]) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: stranger.headers,
          cookies,
          payload: { ...createBody, email: 'stranger@example.ie', quote_reference: 'HQ-VISITOR-2' },
        });
        expect(response.json().successfully_paired, url).toBe(false);
      }
    }
    const [kept] = await t.app.database.db
      .select()
      .from(quotes)
      .where(eq(quotes.quoteReference, 'HQ-VISITOR-2'));
    expect(kept!.ownerUserId).toBeNull();
    expect(kept!.visitorKeyHash).toBe(hashVisitorKey(visitorKey));
  });

  it('writes the profile and the pairing together: a failing pairing leaves the profile as it was', async () => {
    const session = await signedUpCustomer('atomic@example.ie');
    const db = t.app.database.db;
    const save = (first_name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/profile/profile',
        headers: session.headers,
        payload: {
          ...createBody,
          email: 'atomic@example.ie',
          first_name,
          quote_reference: 'HQ-ANY',
        },
      });
    expect((await save('Róisín')).statusCode).toBe(200);
    // The database itself refuses the pairing's write, as a broken connection or constraint would.
    await db.execute(sql`create function refuse_quote_update() returns trigger language plpgsql as $$
      begin raise exception 'quotes are read-only in this test'; end $$`);
    await db.execute(
      sql`create trigger quotes_read_only before update on quotes for each row execute function refuse_quote_update()`,
    );
    const owner = (await t.repositories.users.findByEmail('atomic@example.ie'))!.id;
    // Already the customer's, so pairing it again updates its row, and the trigger refuses.
    await db
      .insert(quotes)
      .values({ product: 'HOME', quoteReference: 'HQ-ANY', request: {}, ownerUserId: owner });
    try {
      const failed = await t.app.inject({
        method: 'POST',
        url: '/api/profile/profile',
        headers: session.headers,
        payload: {
          ...createBody,
          email: 'atomic@example.ie',
          first_name: 'Changed',
          quote_reference: 'HQ-ANY',
        },
      });
      expect(failed.statusCode).toBe(500);
      const profile = await t.repositories.profiles.findByUserId(owner);
      expect(profile!.firstName).toBe('Róisín');
    } finally {
      await db.execute(sql`drop trigger quotes_read_only on quotes`);
      await db.execute(sql`drop function refuse_quote_update()`);
    }
  });

  it('answers 400 to a bad body and writes nothing; 401 to an anonymous caller', async () => {
    const session = await signedUpCustomer('badbody@example.ie');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/profile/',
      headers: session.headers,
      payload: { ...createBody, email: 'badbody@example.ie', title: 'LORD', first_name: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual(['first_name', 'title']);
    const user = await t.repositories.users.findByEmail('badbody@example.ie');
    expect(await t.repositories.profiles.findByUserId(user!.id)).toBeUndefined();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/profile/profile/',
      payload: createBody,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets an agent find a customer by e-mail, and nobody else', async () => {
    const agent = await signIn(t.app, DEMO_ACCOUNTS.agent.email);
    const search = (email: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/profile/profile/search/email',
        headers,
        payload: { email },
      });
    const found = await search('DEMO@wallet.test', agent.headers);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ first_name: 'Aoife', email: 'demo@wallet.test' });
    expect(found.json().user_id).toBeTruthy();
    expect(found.json().policies).toHaveLength(3);

    const noProfile = await search(DEMO_ACCOUNTS.newCustomer.email, agent.headers);
    expect(noProfile.json()).toMatchObject({ first_name: 'Cian', default_response: false });
    expect(noProfile.json().user_id).toBeTruthy();

    expect((await search('nobody@wallet.test', agent.headers)).json()).toEqual(DEFAULT_PROFILE);
    expect((await search(DEMO_ACCOUNTS.agent.email, agent.headers)).json()).toEqual(
      DEFAULT_PROFILE,
    );
    expect((await search('demo@wallet.test', customer.headers)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/profile/profile/search/email',
          payload: { email: 'demo@wallet.test' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await search('not-an-email', agent.headers)).statusCode).toBe(400);
  });
});
