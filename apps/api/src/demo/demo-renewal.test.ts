/** The demo customer's home is due for renewal (issue 23, Demo data): the cycle for today offers it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { demoPolicies } from './demo-policies.js';
import { policies, renewalOffers } from '../db/schema.js';
import { TEST_OPERATOR_API_KEY, createTestApp, signIn, type TestApp } from '../test/test-app.js';
import { calendarDayOf } from '../modules/renewals/index.js';

let t: TestApp;
const db = () => t.app.database.db;
const demoHome = demoPolicies(new Date()).find((policy) => policy.policyType === 'HOME')!;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t?.close());

async function demoHomePolicy() {
  const [row] = await db()
    .select()
    .from(policies)
    .where(eq(policies.policyNumber, demoHome.policyNumber));
  return row!;
}

describe('the demo home policy', () => {
  it('is paid by direct debit, renews by itself and renews four earlier years with RSA', async () => {
    const home = await demoHomePolicy();
    expect(home).toMatchObject({ status: 'active', autoRenew: true, insurer: 'RSA' });
    const payment = await t.repositories.renewalOffers.latestPaymentOfQuote(home.quoteId!);
    expect(payment?.method).toBe('direct_debit');
    expect(await t.repositories.renewalOffers.mandateOf(payment!.id)).toBeDefined();
    const chain = await t.repositories.renewalOffers.chainOf(home);
    expect(chain).toHaveLength(5);
    expect(chain.slice(0, 4).every((year) => year.status === 'renewed')).toBe(true);
    expect(new Set(chain.map((year) => year.premiumCents)).size).toBe(5);
  });

  it('gets its renewal offer from the cycle for today, its notice due at once', async () => {
    const outcome = await t.app.services.renewalCycle.runCycle(calendarDayOf(new Date()));
    expect(outcome).toMatchObject({ offersIssued: 1, renewed: 0, lapsed: 0, failures: [] });
    const home = await demoHomePolicy();
    const [offer] = await db()
      .select()
      .from(renewalOffers)
      .where(eq(renewalOffers.renewalOfPolicyId, home.id));
    expect(offer).toMatchObject({ renewalNumber: 5, status: 'offered', priceWalkingCapped: true });
    expect(offer!.renewalUncappedCents).toBeGreaterThan(offer!.firstRenewalEquivalentCents!);
    const history = offer!.notice.history;
    expect(history).toHaveLength(5);
    expect(history.flatMap((year) => year.claims)).toEqual([
      expect.objectContaining({ peril: 'Escape of water', amount: 1860 }),
    ]);
    expect(history.filter((year) => year.annualised_premium !== null)).toHaveLength(1);
    // The claim three years back: two claim-free years then, three at the renewal.
    expect(offer!.notice.changes).toContainEqual(
      expect.objectContaining({ label: 'Claims-free years', last_year: '2', this_year: '3' }),
    );
  });

  it('is listed once in the wallet: its ended earlier years are not', async () => {
    const user = await t.repositories.users.findByEmail(DEMO_ACCOUNTS.customer.email);
    const listed = await t.repositories.policies.listOfOwner(user!.id);
    expect(listed.filter((policy) => policy.policyType === 'HOME')).toHaveLength(1);
  });
});

describe('a customer of their own with a renewal due (the demo tools)', () => {
  const make = (email: string, headers: Record<string, string> = operator) =>
    t.app.inject({
      method: 'POST',
      url: '/api/operator/renewals/customer',
      headers,
      payload: { email },
    });
  const operator = { authorization: `Bearer ${TEST_OPERATOR_API_KEY}` };

  it("is the demo customer's kind, with numbers and an offer of their own", async () => {
    const made = await make('renewing-1@wallet.test');
    expect(made.statusCode, made.body).toBe(201);
    const answer = made.json();
    expect(answer.policy_number).not.toBe(demoHome.policyNumber);
    const customer = await signIn(t.app, 'renewing-1@wallet.test');
    const offer = await t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_renewal/',
      headers: customer.headers,
      payload: { policy_id: answer.policy_id },
    });
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json()).toMatchObject({
      policy_number: answer.policy_number,
      renewal_date: answer.renewal_date,
      renewal_number: 5,
      direct_debit_policy: true,
      auto_renewal: true,
      status: 'offered',
    });
    expect(offer.json().history).toHaveLength(5);
    // The demo customer's own offer and history are untouched.
    const [demo] = await db()
      .select()
      .from(policies)
      .where(eq(policies.policyNumber, demoHome.policyNumber));
    expect((await t.repositories.renewalOffers.chainOf(demo!)).length).toBe(5);
  });

  it('needs the operator key, and a new e-mail address', async () => {
    expect((await make('renewing-2@wallet.test', {})).statusCode).toBe(401);
    expect((await make(DEMO_ACCOUNTS.customer.email)).statusCode).toBe(409);
    expect((await make('not an e-mail')).statusCode).toBe(400);
  });

  it('is not there unless the demo tools are (a local product)', async () => {
    const closed = await createTestApp({ env: { OUTBOX_VIEWER: 'false' }, seed: false });
    try {
      const response = await closed.app.inject({
        method: 'POST',
        url: '/api/operator/renewals/customer',
        headers: operator,
        payload: { email: 'renewing-3@wallet.test' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
