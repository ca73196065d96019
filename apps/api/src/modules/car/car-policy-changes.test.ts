import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDITIONAL_DRIVER_MESSAGES,
  CAR_CHANGE_MESSAGES,
  POLICY_CHANGE_MESSAGES,
  REGISTRATION_MESSAGES,
  addDays,
  annualPolicyEndDate,
  bindResponseSchema,
  calendarDateOf,
  carInstalmentPlan,
  debitAsItStandsInWords,
  debitDayInWords,
  debitsInWords,
  carChangeableAnswersSchema,
  firstDebitCarrying,
  formatEuro,
  formatIsoDate,
  paymentScheduleSchema,
  periodDays,
  policyChangeAppliedSchema,
  policyChangeQuoteSchema,
  policyVersionsSchema,
  proRataCents,
  profileSchema,
  spreadOver,
  type AdditionalDriverPayload,
  type CarChangeVehicle,
} from '@wallet/domain';
import { pdfPagesText } from '../../adapters/documents/pdf-text-for-tests.js';
import { documents, policies, policyChanges, policyVersions } from '../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import {
  EXAMPLE_CAR_TODAY,
  authoriseCarCard,
  carCardBind,
  carMonthlyBind,
  centsOf,
  levelOf,
  priceCarQuote,
} from '../../test/car-quote-fixtures.js';
import { createTestApp, createTestClock, signIn, type TestApp } from '../../test/test-app.js';
import { CAR_QUOTE_MESSAGES } from './car-quotes-service.js';
import { createVehicleCatalogue } from '../vehicles/index.js';

const clock = createTestClock(EXAMPLE_CAR_TODAY);
let t: TestApp;
let buyer: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  buyer = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
  other = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
}, 60_000);
afterAll(async () => t?.close());

const today = () => formatIsoDate(calendarDateOf(clock.now()));
type PolicyRow = typeof policies.$inferSelect;
type Headers = Record<string, string>;

/**
 * The example car quote (Niamh's 2019 Corolla, her husband Conor named with 3 points) bought at
 * Prestige by card (or by a card deposit and monthly direct debits), then dated as if it started
 * 30 days ago.
 */
async function buyCarPolicy(pay: 'card' | 'monthly' = 'card'): Promise<PolicyRow> {
  const quote = await priceCarQuote(t.app, buyer.headers);
  const prestige = levelOf(quote.answer, 'prestige');
  const card = await authoriseCarCard(
    t.app,
    pay === 'card'
      ? centsOf(prestige.total_amount)
      : carInstalmentPlan(centsOf(prestige.premium_details.total_if_paid_by_installment))
          .depositCents,
  );
  const bind = await t.app.inject({
    method: 'POST',
    url: '/api/motor/motor_quotes/bind',
    headers: buyer.headers,
    payload:
      pay === 'card'
        ? carCardBind(quote, 'prestige', card.token, clock.now())
        : carMonthlyBind(quote, 'prestige', card.token, clock.now()),
  });
  const bound = bindResponseSchema.parse(bind.json());
  if (bound.bind_status !== 'COMPLETED') throw new Error(`bind failed: ${bind.body}`);
  const startDate = formatIsoDate(addDays(calendarDateOf(clock.now()), -30));
  const [policy] = await db()
    .update(policies)
    .set({ startDate, endDate: annualPolicyEndDate(startDate) })
    .where(eq(policies.referenceNumber, bound.policy_creation_response_model!.reference_number))
    .returning();
  return policy!;
}

/** The catalogue's car of a sample registration, at a value. */
async function carOf(registration: string, value: number): Promise<CarChangeVehicle> {
  const found = await createVehicleCatalogue().lookUpRegistration(registration, clock.now());
  if (found.kind !== 'found') throw new Error(`${registration} is not in the catalogue`);
  const { vehicle } = found;
  return {
    registration,
    abi_code: vehicle.abi_code,
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year_manufacture,
    version: vehicle.version,
    fuel: vehicle.fuel_type,
    cc: vehicle.engine_cc,
    risk: vehicle.risk,
    value,
    // Another car is one just had.
    years_owned_vehicle: 'LESS_THAN_A_YEAR',
  };
}

const path = (policy: PolicyRow, rest: string) =>
  `/api/policies/${encodeURIComponent(policy.policyId)}${rest}`;
const quoteChange = (policy: PolicyRow, change: unknown, headers: Headers = buyer.headers) =>
  t.app.inject({
    method: 'POST',
    url: path(policy, '/changes/quote'),
    headers,
    payload: { effective_date: today(), change } as never,
  });
const applyChange = (policy: PolicyRow, payload: unknown, headers: Headers = buyer.headers) =>
  t.app.inject({
    method: 'POST',
    url: path(policy, '/changes'),
    headers,
    payload: payload as never,
  });

async function priced(policy: PolicyRow, change: unknown) {
  const response = await quoteChange(policy, change);
  expect(response.statusCode, response.body).toBe(200);
  return policyChangeQuoteSchema.parse(response.json());
}

/** Makes a priced change, paying an extra charge by card. */
async function made(policy: PolicyRow, quote: Awaited<ReturnType<typeof priced>>) {
  const adjustment = quote.adjustment_cents!;
  const payment =
    adjustment > 0
      ? { method: 'card', token: (await authoriseCarCard(t.app, adjustment)).token }
      : undefined;
  const response = await applyChange(policy, {
    change_id: quote.change_id,
    expected_adjustment_cents: adjustment,
    ...(payment ? { payment } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return policyChangeAppliedSchema.parse(response.json());
}

async function versionsOf(policy: PolicyRow) {
  const response = await t.app.inject({
    method: 'GET',
    url: path(policy, '/versions'),
    headers: buyer.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return policyVersionsSchema.parse(response.json()).versions;
}

const changesOf = (policy: PolicyRow) =>
  db().select().from(policyChanges).where(eq(policyChanges.policyId, policy.id));
const versionRowsOf = (policy: PolicyRow) =>
  db().select().from(policyVersions).where(eq(policyVersions.policyId, policy.id));

/** A policy's documents by name, with the text each PDF reads. */
async function documentsOf(policy: PolicyRow) {
  const rows = await db().select().from(documents).where(eq(documents.policyId, policy.id));
  return new Map(rows.map((row) => [row.name, { row, text: pdfPagesText(row.pdf).join(' ') }]));
}

const aoife: AdditionalDriverPayload = {
  driver_order: 3,
  title: 'MISS',
  first_name: 'Aoife',
  last_name: "O'Sullivan",
  date_of_birth: '2005-09-30',
  employment_status: 'STUDENT',
  occupation: 'SDA',
  license_type: 'PROVISIONAL_IRISH',
  driving_experience: 'IRELAND_OR_UK',
  license_years: 1,
  relationship_to_proposer: 'CHILD',
  penalty_details: [],
};
const speeding = (points: number, order: number, driverOrder = 3) => ({
  driver_order: driverOrder,
  offence: 'EXCEEDING_SPEED_LIMIT' as const,
  penalty_order: order,
  penalty_points: points,
});

describe('a car policy changed mid-term', () => {
  let policy: PolicyRow;
  let conor: AdditionalDriverPayload;
  beforeAll(async () => {
    policy = await buyCarPolicy();
    const [first] = await versionsOf(policy);
    conor = carChangeableAnswersSchema.parse(first!.answers).additional_drivers[0]!;
  });

  it('lists the policy as bought, with the answers a change may alter', async () => {
    const versions = await versionsOf(policy);
    expect(versions).toHaveLength(1);
    const answers = carChangeableAnswersSchema.parse(versions[0]!.answers);
    expect(answers).toMatchObject({
      vehicle: { registration: '191-D-12345', make: 'Toyota', value: 18_500 },
      km_per_year: 'AVERAGE',
    });
    expect(answers.additional_drivers.map((driver) => driver.first_name)).toEqual(['Conor']);
  });

  it('changes the car: priced by RSA, made once, the certificate and disc reissued with it', async () => {
    const car = await carOf('211-C-20815', 21_000);
    const quote = await priced(policy, { vehicle: car });
    const days = periodDays(policy.startDate, policy.endDate);
    const remaining = periodDays(today(), policy.endDate);
    expect(quote).toMatchObject({
      outcome: 'priced',
      current_annual_premium_cents: policy.premiumCents,
      days_remaining: remaining,
      lines: [
        {
          label: 'Car',
          before: '2019 Toyota Corolla 1.8 Hybrid Luna 5dr Auto (191-D-12345)',
          after: `${car.year} ${car.make} ${car.model} ${car.version} (211-C-20815)`,
        },
        // Another car is rated as one just had, not as long as the first.
        { label: 'Had the car for', before: 'Up to 3 years', after: 'Less than a year' },
        { label: 'Car value', before: '€18,500', after: '€21,000' },
      ],
    });
    expect(quote.new_annual_premium_cents).not.toBe(policy.premiumCents);
    expect(quote.adjustment_cents).toBe(
      proRataCents(quote.new_annual_premium_cents! - policy.premiumCents, remaining, days),
    );
    const applied = await made(policy, quote);
    expect(applied).toMatchObject({ version: 2, adjustment_cents: quote.adjustment_cents });

    const docs = await documentsOf(policy);
    expect(docs.has('motor-certificate-v2')).toBe(true);
    expect(docs.has('motor-disc-v2')).toBe(true);
    expect(docs.has('endorsement-schedule-v2')).toBe(true);
    expect(docs.get('motor-certificate-v2')!.row.displayName).toMatch(/\(version 2\)$/);
    expect(docs.get('motor-certificate-v2')!.text).toContain(
      'Registration mark of the vehicle 211-C-20815',
    );
    expect(docs.get('motor-disc-v2')!.text).toContain('211-C-20815');
    expect(docs.get('endorsement-schedule-v2')!.text).toContain('211-C-20815');
    const replaced = POLICY_CHANGE_MESSAGES.replacedBy(2, today());
    expect(docs.get('motor-certificate')!.row.description).toBe(replaced);
    expect(docs.get('motor-disc')!.row.description).toBe(replaced);
    // The documents page says so beside the old copies.
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/motor/motor_quotes/documents?policyReference=${encodeURIComponent(policy.referenceNumber)}`,
      headers: buyer.headers,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const named = new Map(
      (listed.json().policies[0].documents as { name: string; description?: string }[]).map(
        (document) => [document.name, document.description],
      ),
    );
    expect(named.get(docs.get('motor-certificate')!.row.displayName)).toBe(replaced);
    expect(named.get(docs.get('motor-certificate-v2')!.row.displayName)).not.toBe(replaced);

    const versions = await versionsOf(policy);
    expect(versions.map((version) => version.version)).toEqual([1, 2]);
    expect(carChangeableAnswersSchema.parse(versions[1]!.answers).vehicle).toEqual(car);
  });

  it('adds a named driver, and removes one, with the new certificate naming them', async () => {
    const added = await priced(policy, { additional_drivers: [conor, aoife] });
    expect(added).toMatchObject({
      outcome: 'priced',
      lines: [
        {
          label: 'Named drivers',
          before: "Conor O'Sullivan (Spouse or partner)",
          after: "Conor O'Sullivan (Spouse or partner); Aoife O'Sullivan (Son or daughter)",
        },
      ],
    });
    // A learner of 21 costs more to name.
    expect(added.adjustment_cents!).toBeGreaterThan(0);
    expect(await made(policy, added)).toMatchObject({ version: 3, settlement: 'card_charged' });
    expect((await documentsOf(policy)).get('motor-certificate-v3')!.text).toContain(
      "Miss. Aoife O'Sullivan",
    );

    const removed = await priced(policy, { additional_drivers: [conor] });
    expect(removed.adjustment_cents!).toBeLessThan(0);
    expect(removed).toMatchObject({ refund_to: 'card', pay_by: [] });
  });

  it('changes the kilometres band', async () => {
    const quote = await priced(policy, { km_per_year: 'LOW' });
    expect(quote).toMatchObject({
      outcome: 'priced',
      lines: [
        { label: 'Kilometres a year', before: '10,001 to 15,000 km', after: 'Up to 5,000 km' },
      ],
    });
    expect(quote.new_annual_premium_cents).not.toBe(quote.current_annual_premium_cents);
  });

  it('refuses a driver against the quote’s rules, and a car the catalogue does not know, keeping nothing', async () => {
    const before = (await changesOf(policy)).length;
    const young = await quoteChange(policy, {
      additional_drivers: [conor, { ...aoife, date_of_birth: '2010-01-01' }],
    });
    expect(young.statusCode).toBe(400);
    expect(young.json().fieldErrors['additional_drivers.1.date_of_birth']).toEqual([
      ADDITIONAL_DRIVER_MESSAGES.driverTooYoung,
    ]);
    const unknown = await quoteChange(policy, {
      vehicle: { ...(await carOf('211-C-20815', 21_000)), registration: '211-C-99999' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors['vehicle.registration']).toEqual([
      CAR_CHANGE_MESSAGES.unknownRegistration,
    ]);
    const invalid = await quoteChange(policy, {
      vehicle: { ...(await carOf('211-C-20815', 21_000)), registration: 'NOT A PLATE' },
    });
    expect(invalid.json().fieldErrors['vehicle.registration']).toEqual([
      REGISTRATION_MESSAGES.invalid,
    ]);
    const otherMake = await quoteChange(policy, {
      vehicle: { ...(await carOf('221-D-18830', 21_000)), make: 'Ferrari' },
    });
    expect(otherMake.statusCode).toBe(400);
    expect(otherMake.json().fieldErrors['vehicle.make']).toEqual([
      CAR_QUOTE_MESSAGES.vehicleDiffers('make'),
    ]);
    const nothing = await quoteChange(policy, { km_per_year: 'AVERAGE' });
    expect(nothing.json().fieldErrors.change).toEqual([POLICY_CHANGE_MESSAGES.nothingChanged]);
    for (const change of [{ km_per_year: 'LOTS' }, { start_date: today() }, 'all of it']) {
      expect((await quoteChange(policy, change)).statusCode, JSON.stringify(change)).toBe(400);
    }
    expect((await changesOf(policy)).length).toBe(before);
  });

  it('says when RSA declines or refers a change, and changes nothing', async () => {
    const before = (await changesOf(policy)).length;
    // 12 points together disqualify a driver: declined.
    const declined = await priced(policy, {
      additional_drivers: [conor, { ...aoife, penalty_details: [speeding(6, 1), speeding(6, 2)] }],
    });
    expect(declined).toMatchObject({
      outcome: 'declined',
      change_id: null,
      adjustment_cents: null,
      message: POLICY_CHANGE_MESSAGES.declined('RSA Insurance'),
    });
    // Prestige insures a car worth up to €100,000 online: above it is referred.
    const referred = await priced(policy, { vehicle: await carOf('211-C-20815', 120_000) });
    expect(referred).toMatchObject({
      outcome: 'referred',
      change_id: null,
      message: POLICY_CHANGE_MESSAGES.referred('RSA Insurance'),
    });
    expect((await changesOf(policy)).length).toBe(before);
  });

  it('answers 503 when RSA cannot be asked, keeping nothing', async () => {
    const before = (await changesOf(policy)).length;
    await t.app.repositories.insurerAvailability.set('RSA', false);
    try {
      const response = await quoteChange(policy, { km_per_year: 'LOW' });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(
        'RSA Insurance could not be reached to price your change. Please try again in a few minutes.',
      );
    } finally {
      await t.app.repositories.insurerAvailability.set('RSA', true);
    }
    expect((await changesOf(policy)).length).toBe(before);
  });

  it('is the owner’s only', async () => {
    const theirs = await quoteChange(policy, { km_per_year: 'LOW' }, other.headers);
    expect(theirs.statusCode).toBe(404);
    const versions = await versionRowsOf(policy);
    expect(versions.map((version) => version.version).sort()).toEqual([2, 3]);
    const changes = await db()
      .select()
      .from(policyChanges)
      .where(and(eq(policyChanges.policyId, policy.id), eq(policyChanges.status, 'applied')));
    expect(changes).toHaveLength(2);
  });
});

describe('a car policy paid monthly, changed mid-term', () => {
  let policy: PolicyRow;
  let conor: AdditionalDriverPayload;
  beforeAll(async () => {
    policy = await buyCarPolicy('monthly');
    const [first] = await versionsOf(policy);
    conor = carChangeableAnswersSchema.parse(first!.answers).additional_drivers[0]!;
  });
  const scheduleOf = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: path(policy, '/payment-schedule'),
      headers: buyer.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return paymentScheduleSchema.parse(response.json());
  };
  const policyRead = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile/profile',
      headers: buyer.headers,
    });
    expect(response.statusCode).toBe(200);
    return profileSchema
      .parse(response.json())
      .policies.find((listed) => listed.policy_number === policy.policyNumber)!;
  };
  const sum = (debits: readonly { amount_cents: number }[]) =>
    debits.reduce((total, debit) => total + debit.amount_cents, 0);

  it('spreads a charge over the debits from the notice on; the plan and its charge stay as bought', async () => {
    const before = await scheduleOf();
    const bought = (await policyRead()).payment!.plan!;
    expect(before.debits).toHaveLength(10);
    expect(sum(before.debits)).toBe(bought.total_cents - bought.deposit_cents!);

    const quote = await priced(policy, { additional_drivers: [conor, aoife] });
    const charge = quote.adjustment_cents!;
    expect(charge).toBeGreaterThan(0);
    expect(quote.pay_by).toContain('instalments');
    const carrying = before.debits.filter((debit) => debit.date >= firstDebitCarrying(today()));
    const expected = spreadOver(carrying, charge);
    expect(quote.debits_after).toEqual(expected);
    const response = await applyChange(policy, {
      change_id: quote.change_id,
      expected_adjustment_cents: charge,
      payment: { method: 'instalments' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ settlement: 'added_to_instalments' });

    const after = await scheduleOf();
    expect(sum(after.debits)).toBe(sum(before.debits) + charge);
    expect(
      after.debits
        .slice(-expected.length)
        .map(({ date, amount_cents }) => ({ date, amount_cents })),
    ).toEqual(expected);
    expect(after.debits.slice(0, -expected.length)).toEqual(
      before.debits.slice(0, -expected.length),
    );
    // The plan bought and its charge for paying monthly are the payment's: a change moves neither.
    const read = await policyRead();
    expect(read.premium_cents).toBe(policy.premiumCents + charge);
    expect(read.payment!.plan).toEqual(bought);

    // The endorsement prints the plan as it now stands, in the payment schedule's figures.
    const printed = (await documentsOf(policy)).get('endorsement-schedule-v2')!.text;
    expect(printed).toContain(`Deposit paid by card ${formatEuro(bought.deposit_cents!)}`);
    for (const debit of after.debits) {
      expect(printed).toContain(`${debitDayInWords(debit)} ${debitAsItStandsInWords(debit)}`);
    }
    expect(printed).toContain(
      `Charge for paying by instalments ${formatEuro(bought.charge_cents)}`,
    );
    expect(printed).toContain(
      `Total of the deposit and direct debits ${formatEuro(bought.deposit_cents! + sum(after.debits))}`,
    );
    expect(printed).toContain(`Direct debits with this change ${debitsInWords(expected)}`);
    expect(printed).not.toContain('Total if paid by instalments');
  });
});
