import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENEWAL_MESSAGES, type HomeQuoteResponse } from '@wallet/domain';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { messageOutbox, policies } from '../../db/schema.js';
import { directDebitBind } from '../../test/checkout-fixtures.js';
import { homeQuoteRequest } from '../../test/home-quote-fixtures.js';
import {
  authoriseTravelCard,
  priceTravelQuote,
  travelBind,
} from '../../test/travel-quote-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let buyer: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
  other = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
}, 60_000);
afterAll(async () => t?.close());

const setAutoRenewal = (
  policyId: string,
  payload: unknown,
  headers: Record<string, string> = buyer.headers,
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/policies/${encodeURIComponent(policyId)}/auto-renewal`,
    headers,
    payload: payload as never,
  });

const autoRenewalEmails = () =>
  db().select().from(messageOutbox).where(eq(messageOutbox.template, 'auto-renewal-changed'));

async function homeByDirectDebit() {
  const quoted = await t.app.inject({
    method: 'POST',
    url: '/api/home/applied_home_quotes',
    headers: buyer.headers,
    payload: homeQuoteRequest(),
  });
  const body = quoted.json<HomeQuoteResponse>();
  const quote = body.quotes.find((each) => each.price !== null)!;
  const bind = await t.app.inject({
    method: 'POST',
    url: '/api/home/applied_home_quotes/bind',
    headers: buyer.headers,
    payload: directDebitBind({
      quoteReference: body.quote_reference,
      quote: quote as never,
      priceCents: Math.round(quote.price! * 100),
    }),
  });
  expect(bind.json(), bind.body).toMatchObject({ bind_status: 'COMPLETED' });
  const [policy] = await db()
    .select()
    .from(policies)
    .where(eq(policies.referenceNumber, bind.json().reference_number as string));
  return policy!;
}

describe('PUT /api/policies/{policyId}/auto-renewal', () => {
  it('stops automatic renewal free of charge, confirmed by e-mail once', async () => {
    const policy = await homeByDirectDebit();
    expect(policy.autoRenew).toBe(true);
    const before = (await autoRenewalEmails()).length;

    const off = await setAutoRenewal(policy.policyId, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ policy_id: policy.policyId, auto_renewal: false });
    const [row] = await db().select().from(policies).where(eq(policies.id, policy.id));
    expect(row!.autoRenew).toBe(false);
    const emails = await autoRenewalEmails();
    expect(emails).toHaveLength(before + 1);
    expect(emails.at(-1)).toMatchObject({ subject: 'Automatic renewal is off' });
    expect(emails.at(-1)!.body).toContain(`Policy Number: ${policy.policyNumber}`);

    // Asked again, nothing changes and no second e-mail goes.
    expect((await setAutoRenewal(policy.policyId, { enabled: false })).statusCode).toBe(200);
    expect(await autoRenewalEmails()).toHaveLength(before + 1);

    // On again, for a home policy paid by direct debit.
    const on = await setAutoRenewal(policy.policyId, { enabled: true });
    expect(on.json()).toEqual({ policy_id: policy.policyId, auto_renewal: true });
    expect((await autoRenewalEmails()).at(-1)).toMatchObject({
      subject: 'Automatic renewal is on',
    });
  });

  it('turns it on only for a product that renews online, paid by direct debit', async () => {
    const quote = await priceTravelQuote(t.app, buyer.headers);
    const card = await authoriseTravelCard(t.app, quote.priceCents);
    const bind = await t.app.inject({
      method: 'POST',
      url: '/api/travel/travel_quotes/bind',
      headers: buyer.headers,
      payload: travelBind(quote, card.token),
    });
    expect(bind.statusCode, bind.body).toBe(200);
    const [travel] = await db()
      .select()
      .from(policies)
      .where(eq(policies.referenceNumber, bind.json().reference_number as string));
    const on = await setAutoRenewal(travel!.policyId, { enabled: true });
    expect(on.statusCode).toBe(400);
    expect(on.json().fieldErrors.enabled).toEqual([RENEWAL_MESSAGES.autoRenewalNotOnline]);
  });

  it('is the owner’s only, after sign-in, with a clear 400 for bad input', async () => {
    const policy = await homeByDirectDebit();
    expect(
      (await setAutoRenewal(policy.policyId, { enabled: false }, other.headers)).statusCode,
    ).toBe(404);
    expect((await setAutoRenewal(policy.policyId, { enabled: 'no' }, {})).statusCode).toBe(401);
    for (const payload of [{ enabled: 'no' }, {}, { enabled: false, extra: 1 }, null]) {
      expect(
        (await setAutoRenewal(policy.policyId, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }
    expect((await setAutoRenewal('x'.repeat(61), { enabled: false })).statusCode).toBe(400);
    const [row] = await db().select().from(policies).where(eq(policies.id, policy.id));
    expect(row!.autoRenew).toBe(true);
  });
});
