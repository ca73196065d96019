import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustedContacts } from '../../db/schema.js';
import { TRUSTED_CONTACT_MESSAGES as M, trustedContactAnswerSchema } from '@wallet/domain';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
  other = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
}, 60_000);
afterAll(async () => t?.close());

const CONTACT = {
  name: 'Siobhán Murphy',
  relationship: 'son_or_daughter',
  mobile: '087 765 4321',
  email: '',
  consent: true,
};
const call = (
  method: 'GET' | 'PUT' | 'DELETE',
  headers: Record<string, string>,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: '/api/account/trusted-contact',
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('a trusted contact', () => {
  it('needs a signed-in customer before it reads the body', async () => {
    expect((await call('GET', {})).statusCode).toBe(401);
    expect((await call('PUT', {}, { junk: 1 })).statusCode).toBe(401);
    expect((await call('DELETE', {})).statusCode).toBe(401);
  });

  it('is the customer’s alone: staff are refused before the body is read, and nothing is kept', async () => {
    for (const email of [DEMO_ACCOUNTS.agent.email, DEMO_ACCOUNTS.superAgent.email]) {
      const staff = await signIn(t.app, email);
      for (const answer of [
        await call('GET', staff.headers),
        await call('PUT', staff.headers, CONTACT),
        await call('PUT', staff.headers, { junk: 1 }),
        await call('DELETE', staff.headers),
      ]) {
        expect(answer.statusCode, `${email}: ${answer.body}`).toBe(403);
        expect(answer.json().message).toBe(M.customersOnly);
      }
    }
    expect(await t.app.database.db.select().from(trustedContacts)).toEqual([]);
  });

  it('is named with the confirmation and its time, changed, seen by its customer alone, removed', async () => {
    expect((await call('GET', owner.headers)).json()).toEqual({ contact: null });
    const unconfirmed = await call('PUT', owner.headers, { ...CONTACT, consent: false });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().fieldErrors).toEqual({ consent: [M.consentRequired] });
    expect(
      (await call('PUT', owner.headers, { ...CONTACT, relationship: 'cousin' })).statusCode,
    ).toBe(400);
    expect((await call('GET', owner.headers)).json()).toEqual({ contact: null });

    const named = await call('PUT', owner.headers, CONTACT);
    expect(named.statusCode, named.body).toBe(200);
    expect(trustedContactAnswerSchema.parse(named.json()).contact).toEqual({
      name: 'Siobhán Murphy',
      relationship: 'son_or_daughter',
      mobile: '+353877654321',
      email: null,
      consented_at: expect.any(String),
    });
    const changed = await call('PUT', owner.headers, {
      ...CONTACT,
      relationship: 'friend',
      email: 'siobhan@example.ie',
    });
    expect(changed.json().contact).toMatchObject({
      relationship: 'friend',
      email: 'siobhan@example.ie',
    });
    // Another customer sees their own (none), and cannot remove this one.
    expect((await call('GET', other.headers)).json()).toEqual({ contact: null });
    await call('DELETE', other.headers);
    expect((await call('GET', owner.headers)).json().contact.name).toBe('Siobhán Murphy');

    expect((await call('DELETE', owner.headers)).json()).toEqual({ contact: null });
    expect((await call('GET', owner.headers)).json()).toEqual({ contact: null });
    expect((await call('DELETE', owner.headers)).statusCode).toBe(200);
  });
});
