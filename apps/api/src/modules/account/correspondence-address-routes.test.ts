import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORRESPONDENCE_ADDRESS_MESSAGES, PERSONAL_MESSAGES } from '@wallet/domain';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { messageOutbox, profiles, users } from '../../db/schema.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
}, 60_000);
afterAll(async () => t?.close());

const db = () => t.app.database.db;
const userIdOf = async (email: string) =>
  (await db().select().from(users).where(eq(users.email, email)))[0]!.id;
const profileOf = async (email: string) =>
  (
    await db()
      .select()
      .from(profiles)
      .where(eq(profiles.userId, await userIdOf(email)))
  )[0];
const sentTo = (recipient: string) =>
  db().select().from(messageOutbox).where(eq(messageOutbox.recipient, recipient));

const CHOSEN = {
  displayAddress: '14 Seaview Terrace, Sandymount, Dublin 4, Dublin, D04 X2Y3',
  addressLine1: '14 Seaview Terrace',
  addressLine2: 'Sandymount',
  addressLine3: '',
  town: 'Dublin 4',
  county: 'Dublin',
  eircode: 'd04x2y3',
  addressChosen: true,
};
const put = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/account/address', headers, payload: payload as object });

describe('PUT /api/account/address', () => {
  it('needs a signed-in customer before it reads the body, and refuses staff', async () => {
    expect((await put({}, { junk: 1 })).statusCode).toBe(401);
    const agent = await signIn(t.app, DEMO_ACCOUNTS.agent.email);
    const asAgent = await put(agent.headers, { address: CHOSEN });
    expect(asAgent.statusCode).toBe(403);
    expect(asAgent.json().message).toBe(CORRESPONDENCE_ADDRESS_MESSAGES.customersOnly);
    // Refused before the body is read: a bad body is the same refusal.
    expect((await put(agent.headers, { junk: 1 })).statusCode).toBe(403);
    expect(await profileOf(DEMO_ACCOUNTS.agent.email)).not.toMatchObject({
      addressLine1: CHOSEN.addressLine1,
    });
  });

  it('refuses an address the form would refuse, field by field, and writes nothing', async () => {
    const before = await profileOf(DEMO_ACCOUNTS.newCustomer.email);
    const sentBefore = (await sentTo(DEMO_ACCOUNTS.newCustomer.email)).length;
    const tooLong = await put(owner.headers, {
      address: { ...CHOSEN, addressLine1: 'a'.repeat(51), county: '' },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors).toEqual({
      'address.addressLine1': [PERSONAL_MESSAGES.addressPartTooLong],
      'address.county': [PERSONAL_MESSAGES.countyRequired],
    });
    for (const bad of [
      {},
      { address: { ...CHOSEN, eircode: 'D04 X2Y' } },
      { address: { ...CHOSEN, addressChosen: 'yes' } },
      { address: { ...CHOSEN, town: 'a\u0000' } },
      { address: CHOSEN, user_id: await userIdOf(DEMO_ACCOUNTS.customer.email) },
      { address: { ...CHOSEN, displayAddress: 'a'.repeat(501) } },
      { address: { ...CHOSEN, userId: 'someone' } },
      [CHOSEN],
    ]) {
      const refused = await put(owner.headers, bad);
      expect(refused.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect(await profileOf(DEMO_ACCOUNTS.newCustomer.email)).toEqual(before);
    expect(await sentTo(DEMO_ACCOUNTS.newCustomer.email)).toHaveLength(sentBefore);
  });

  it("changes the caller's own address only, trimmed, and tells them by e-mail", async () => {
    const othersBefore = await profileOf(DEMO_ACCOUNTS.customer.email);
    const saved = await put(owner.headers, {
      address: { ...CHOSEN, addressLine1: '  14 Seaview Terrace ' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const address = {
      address_line1: '14 Seaview Terrace',
      address_line2: 'Sandymount',
      address_line3: '',
      town: 'Dublin 4',
      county: 'Dublin',
      eircode: 'D04 X2Y3',
    };
    expect(saved.json()).toEqual({ address });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile/profile',
      headers: owner.headers,
    });
    expect(profile.json().address).toEqual(address);
    expect(await profileOf(DEMO_ACCOUNTS.customer.email)).toEqual(othersBefore);
    expect((await sentTo(DEMO_ACCOUNTS.newCustomer.email)).at(-1)).toMatchObject({
      template: 'address-changed',
      userId: await userIdOf(DEMO_ACCOUNTS.newCustomer.email),
    });
  });

  it('takes an address typed in lines, without an Eircode', async () => {
    const typed = await put(owner.headers, {
      address: {
        ...CHOSEN,
        displayAddress: '',
        addressChosen: false,
        addressLine1: 'Ard na Gréine',
        addressLine2: '',
        town: '',
        county: 'Galway',
        eircode: '',
      },
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().address).toMatchObject({ address_line1: 'Ard na Gréine', eircode: '' });
  });
});
