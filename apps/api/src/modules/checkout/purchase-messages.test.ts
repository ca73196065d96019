/**
 * The e-mails a finished bind sends through the message outbox: the purchase confirmation the
 * thank-you page promises, or why no policy was set up; each once per bind, whatever the retries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  CHECKOUT_MESSAGES,
  formatEuro,
  bindResponseSchema,
  type BindResponse,
} from '@wallet/domain';
import { jobs, messageOutbox, policies } from '../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import type { JobRow } from '../../jobs/jobs-repository.js';
import {
  authoriseCard,
  cardBind,
  directDebitBind,
  priceHomeQuote,
} from '../../test/checkout-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import {
  authoriseTravelCard,
  priceTravelQuote,
  travelBind,
} from '../../test/travel-quote-fixtures.js';
import { PURCHASE_TEMPLATES } from './purchase-messages.js';

const buyerEmail = DEMO_ACCOUNTS.newCustomer.email;
let t: TestApp;
let buyer: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signIn(t.app, buyerEmail);
});
afterAll(async () => t?.close());

async function bound(
  app: TestApp['app'],
  url: string,
  headers: Record<string, string>,
  payload: unknown,
) {
  const response = await app.inject({ method: 'POST', url, headers, payload: payload as object });
  expect(response.statusCode, response.body).toBe(200);
  return bindResponseSchema.parse(response.json());
}
const HOME_BIND = '/api/home/applied_home_quotes/bind';

/** The buyer's messages of one template whose text names this reference. */
async function emailsOf(app: TestApp['app'], template: string, naming: string) {
  const rows = await app.database.db
    .select()
    .from(messageOutbox)
    .where(and(eq(messageOutbox.recipient, buyerEmail), eq(messageOutbox.template, template)));
  return rows.filter((row) => row.body.includes(naming));
}

/** The bound policy and the one confirmation e-mail that names it. */
async function confirmationOf(result: BindResponse) {
  expect(result.bind_status).toBe('COMPLETED');
  const policyNumber = result.policy_creation_response_model!.policy_number;
  const [policy] = await t.app.database.db
    .select()
    .from(policies)
    .where(eq(policies.policyNumber, policyNumber));
  const emails = await emailsOf(t.app, PURCHASE_TEMPLATES.confirmation, policyNumber);
  expect(emails).toHaveLength(1);
  return { policy: policy!, email: emails[0]! };
}

const displayDate = (iso: string) => iso.split('-').reverse().join('/');

function expectConfirmation(
  email: typeof messageOutbox.$inferSelect,
  policy: typeof policies.$inferSelect,
  productName: string,
  premiumCents: number,
) {
  expect(email).toMatchObject({
    channel: 'email',
    recipient: buyerEmail,
    subject: `Your ${productName} policy documents are ready`,
    userId: policy.ownerUserId,
  });
  const lines = email.body.split('\n');
  expect(lines).toEqual(
    expect.arrayContaining([
      // platform.md 2.8: a home policy's Policy Number, a travel policy's Policy Code.
      `${productName === 'Home Insurance' ? 'Policy Number' : 'Policy Code'}: ${policy.policyNumber}`,
      `Policy reference number: ${policy.referenceNumber}`,
      `Product: ${productName}`,
      `Start date: ${displayDate(policy.startDate)}`,
      // A home policy's premium is the annual one; a single trip's pays for the trip alone.
      `${productName === 'Home Insurance' ? 'Annual premium' : 'Premium'}: ${formatEuro(premiumCents)}`,
      `${t.config.publicOrigins[0]}/documents/policy/${encodeURIComponent(policy.policyId)}`,
    ]),
  );
  expect(lines[0]).toMatch(/^Hello \S+,$/);
  // A link to the page, never to the files.
  expect(email.body).not.toMatch(/\.pdf|\/api\//);
}

describe('the purchase confirmation', () => {
  it('is e-mailed once when a home policy bought by card is bound', async () => {
    const bought = await priceHomeQuote(t.app, buyer.headers);
    const card = await authoriseCard(t.app, bought.priceCents);
    const result = await bound(t.app, HOME_BIND, buyer.headers, cardBind(bought, card.token));
    const { policy, email } = await confirmationOf(result);
    expectConfirmation(email, policy, 'Home Insurance', bought.priceCents);
    // Asking again answers the first bind and writes nothing more.
    await bound(t.app, HOME_BIND, buyer.headers, cardBind(bought, card.token));
    expect(
      await emailsOf(t.app, PURCHASE_TEMPLATES.confirmation, policy.policyNumber),
    ).toHaveLength(1);
  });

  it('is e-mailed when a home policy bought by direct debit is bound', async () => {
    const bought = await priceHomeQuote(t.app, buyer.headers);
    const result = await bound(t.app, HOME_BIND, buyer.headers, directDebitBind(bought));
    const { policy, email } = await confirmationOf(result);
    expectConfirmation(email, policy, 'Home Insurance', bought.priceCents);
  });

  it('is e-mailed when a travel policy is bound', async () => {
    const quote = await priceTravelQuote(t.app, buyer.headers);
    const card = await authoriseTravelCard(t.app, quote.priceCents);
    const result = await bound(
      t.app,
      '/api/travel/travel_quotes/bind',
      buyer.headers,
      travelBind(quote, card.token),
    );
    const { policy, email } = await confirmationOf(result);
    expectConfirmation(email, policy, 'Travel Insurance', quote.priceCents);
  });

  it('is sent once when the bind job runs again after it finished', async () => {
    const bought = await priceHomeQuote(t.app, buyer.headers);
    const card = await authoriseCard(t.app, bought.priceCents);
    const result = await bound(t.app, HOME_BIND, buyer.headers, cardBind(bought, card.token));
    const { policy } = await confirmationOf(result);
    const job = (await t.app.database.db.select().from(jobs)).find(
      (row) =>
        (row.payload as { quoteReference?: string }).quoteReference === bought.quoteReference,
    )!;
    // A worker that took the job back after a crash runs every step again.
    const handler = t.app.services.jobHandlers.bind!;
    expect(await handler.run(job as JobRow)).toEqual({ outcome: 'done' });
    expect(await handler.run(job as JobRow)).toEqual({ outcome: 'done' });
    expect(
      await emailsOf(t.app, PURCHASE_TEMPLATES.confirmation, policy.policyNumber),
    ).toHaveLength(1);
  });
});

describe('a failed bind', () => {
  it('e-mails once that the card was declined and nothing was charged', async () => {
    const bought = await priceHomeQuote(t.app, buyer.headers);
    // A token for another amount cannot pay this premium: the capture is declined.
    const wrongAmount = await authoriseCard(t.app, bought.priceCents - 100);
    const refused = await bound(
      t.app,
      HOME_BIND,
      buyer.headers,
      cardBind(bought, wrongAmount.token),
    );
    expect(refused.error_code).toBe('PAYMENT_DECLINED');
    const emails = await emailsOf(t.app, PURCHASE_TEMPLATES.paymentDeclined, bought.quoteReference);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('Your Home Insurance payment was not completed');
    expect(emails[0]!.body).toContain('You have not been charged.');
    expect(emails[0]!.body).not.toContain('refunded');
    // The same bind again, and its job run again, tell the customer nothing more.
    await bound(t.app, HOME_BIND, buyer.headers, cardBind(bought, wrongAmount.token));
    const job = (await t.app.database.db.select().from(jobs)).find(
      (row) =>
        (row.payload as { quoteReference?: string }).quoteReference === bought.quoteReference,
    )!;
    await t.app.services.jobHandlers.bind!.run(job as JobRow);
    expect(
      await emailsOf(t.app, PURCHASE_TEMPLATES.paymentDeclined, bought.quoteReference),
    ).toHaveLength(1);
    expect(
      await emailsOf(t.app, PURCHASE_TEMPLATES.confirmation, bought.quoteReference),
    ).toHaveLength(0);
  });

  it.each([
    ['by card, refunded', 'card'],
    ['by direct debit', 'direct_debit'],
  ] as const)(
    'e-mails the spec’s Policy Generation Failed message once when no policy can be made (%s)',
    async (_name, method) => {
      const failing = await createTestApp({
        policyDocuments: {
          render: async () => {
            throw new Error('document store unavailable');
          },
        },
      });
      try {
        const customer = await signIn(failing.app, buyerEmail);
        const bought = await priceHomeQuote(failing.app, customer.headers);
        const payload =
          method === 'card'
            ? cardBind(bought, (await authoriseCard(failing.app, bought.priceCents)).token)
            : directDebitBind(bought);
        const result = await bound(failing.app, HOME_BIND, customer.headers, payload);
        expect(result.error_code).toBe('POLICY_GENERATION_FAILED');
        const emails = await emailsOf(
          failing.app,
          PURCHASE_TEMPLATES.policyFailed,
          bought.quoteReference,
        );
        expect(emails).toHaveLength(1);
        expect(emails[0]!.subject).toBe('Your Home Insurance policy could not be set up');
        expect(emails[0]!.body).toContain(CHECKOUT_MESSAGES.policyGenerationFailed);
        expect(emails[0]!.body).toContain('Policy Generation Failed');
        expect(emails[0]!.body).toContain('01 488 4062');
        // Giving up again (an undo step retried) sends nothing more.
        const [job] = await failing.app.database.db.select().from(jobs);
        await failing.app.services.jobHandlers.bind!.giveUp!(job as JobRow, new Error('again'));
        expect(
          await emailsOf(failing.app, PURCHASE_TEMPLATES.policyFailed, bought.quoteReference),
        ).toHaveLength(1);
        expect(
          await emailsOf(failing.app, PURCHASE_TEMPLATES.confirmation, bought.quoteReference),
        ).toHaveLength(0);
      } finally {
        await failing.close();
      }
    },
  );
});
