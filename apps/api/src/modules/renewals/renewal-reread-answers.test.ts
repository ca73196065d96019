/**
 * The answers read again at renewal (docs/home-rating.md section 8): the demo customer bought her
 * home before her car, so the home was bought without the bank-motor discount; the renewal is
 * priced with it while her car policy with us is active, and without it once it is not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  DEMO_ACCOUNTS,
  demoPolicies,
  seedDemoBoughtPolicies,
  seedDemoCustomer,
} from '../../demo/index.js';
import { policies } from '../../db/schema.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import { renewalDateOf } from './renewal-cycle.js';
import { calendarDayOf } from './renewal-scheduler.js';

let t: TestApp;
const today = new Date();
const seeded = demoPolicies(today);
const demoHome = seeded.find((policy) => policy.policyType === 'HOME')!;
/**
 * The demo home's renewal without BOICAR (docs/home-rating.md section 8's worked example prices it
 * with): RSA 54,184 after extras, less BOICUS 2,709, plus the levy 1,544 -> 530.19; FBD 54,890,
 * less BOICUS 2,745, plus 1,564 -> 537.09.
 */
const RSA_WITHOUT = 530.19;
const FBD_WITHOUT = 537.09;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t?.close());

interface OfferedQuote {
  insurer: string;
  price: number;
  current_insurer_renewal_quote: boolean;
  premium_details: { unique_code: string; amount?: number | null }[];
}

async function offerOf(email: string, policyId: string) {
  const customer = await signIn(t.app, email);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/home/applied_home_renewal/',
    headers: customer.headers,
    payload: { policy_id: policyId },
  });
  expect(response.statusCode, response.body).toBe(200);
  const offer = response.json() as {
    quotes: OfferedQuote[];
    changes: { label: string; last_year: string; this_year: string }[];
  };
  const priceOf = (insurer: string) => offer.quotes.find((quote) => quote.insurer === insurer)!;
  return { offer, rsa: priceOf('RSA'), fbd: priceOf('FBD') };
}

const motorDiscountOf = (quote: OfferedQuote) =>
  quote.premium_details.find((line) => line.unique_code === 'BOICAR')?.amount;

/**
 * A customer of the demo customer's kind (the same home, bought a year ago without the motor
 * answer), with a car policy bought as hers was, whose home renewal is not yet offered.
 */
async function customerWithHomeAndCar(email: string) {
  const { repositories } = t;
  const numbers = async (product: 'HOME' | 'MOTOR') =>
    t.app.services.checkoutProducts
      .of(product)
      .policyNumbers(await repositories.bindRecords.nextPolicySequence());
  const motor = seeded.find((policy) => policy.policyType === 'MOTOR')!;
  const home = { ...(await numbers('HOME')), startDate: demoHome.startDate };
  const car = { ...(await numbers('MOTOR')), startDate: motor.startDate };
  const homeHistory = [];
  for (let year = 0; year < 4; year += 1) homeHistory.push(await numbers('HOME'));
  await seedDemoCustomer(
    repositories,
    { ...DEMO_ACCOUNTS.customer, email },
    { home, homeHistory, motor: car },
    seedDemoBoughtPolicies,
    today,
  );
  const policy = await repositories.renewalOffers.policyByPolicyId(home.policyId);
  return { home: policy!, carPolicyId: car.policyId };
}

describe('the answers read again at renewal', () => {
  it("prices the demo customer's renewal with the bank-motor discount of her car policy", async () => {
    const outcome = await t.app.services.renewalCycle.runCycle(calendarDayOf(today));
    expect(outcome).toMatchObject({ offersIssued: 1, failures: [] });
    const { offer, rsa, fbd } = await offerOf(DEMO_ACCOUNTS.customer.email, demoHome.policyId);
    expect(rsa).toMatchObject({ current_insurer_renewal_quote: true, price: 513.44 });
    expect(fbd).toMatchObject({ current_insurer_renewal_quote: false, price: 525.78 });
    expect(motorDiscountOf(rsa)).toBeLessThan(0);
    expect(motorDiscountOf(fbd)).toBeLessThan(0);
    expect(offer.changes).toContainEqual({
      label: 'Motor insurance with the bank',
      last_year: 'No',
      this_year: 'Yes',
    });
  });

  it('prices it without the discount when the car policy is no longer active', async () => {
    const email = 'reread-car-cancelled@wallet.test';
    const { home, carPolicyId } = await customerWithHomeAndCar(email);
    await t.app.database.db
      .update(policies)
      .set({ status: 'cancelled' })
      .where(and(eq(policies.policyId, carPolicyId), eq(policies.policyType, 'MOTOR')));
    const issued = await t.app.services.renewalCycle.issueOffer({
      policyId: home.id,
      renewalDate: renewalDateOf(home),
    });
    expect(issued.outcome).toBe('issued');
    const { offer, rsa, fbd } = await offerOf(email, home.policyId);
    expect(motorDiscountOf(rsa)).toBeUndefined();
    expect(motorDiscountOf(fbd)).toBeUndefined();
    // The same home and answers as the demo customer's, without the bank-motor discount.
    expect([rsa.price, fbd.price]).toEqual([RSA_WITHOUT, FBD_WITHOUT]);
    expect(offer.changes.map((change) => change.label)).not.toContain(
      'Motor insurance with the bank',
    );
  });

  it('gives it to a customer of the same kind whose car policy is active', async () => {
    const email = 'reread-car-active@wallet.test';
    const { home } = await customerWithHomeAndCar(email);
    await t.app.services.renewalCycle.issueOffer({
      policyId: home.id,
      renewalDate: renewalDateOf(home),
    });
    const { rsa, fbd } = await offerOf(email, home.policyId);
    expect([rsa.price, fbd.price]).toEqual([513.44, 525.78]);
  });
});
