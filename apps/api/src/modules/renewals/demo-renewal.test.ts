/** The demo customer's home is due for renewal (issue 23, Demo data): the cycle for today offers it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS, demoPolicies } from '../../db/seed.js';
import { policies, renewalOffers } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { calendarDayOf } from './renewal-scheduler.js';

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
