import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANCELLATION_MESSAGES,
  CLAIM_MESSAGES,
  HOME_PRODUCT_FACTS,
  addDays,
  calendarDateOf,
  claimDetailSchema,
  claimListSchema,
  formatIsoDate,
  isClaimReference,
  parseIsoDate,
} from '@wallet/domain';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { claimEvents, claims, messageOutbox, policies } from '../../db/schema.js';
import { buyHomePolicy } from '../../test/checkout-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let buyer: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;
let policy: typeof policies.$inferSelect;
const db = () => t.app.database.db;

const today = () => formatIsoDate(calendarDateOf(new Date()));
const daysFromToday = (days: number) => formatIsoDate(addDays(parseIsoDate(today())!, days));

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
  other = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
  policy = await buyHomePolicy(t.app, buyer.headers, 'card', { daysAgo: 20 });
}, 60_000);
afterAll(async () => t?.close());

/** An escape-of-water claim on the buyer's home policy, two days ago. */
const homeClaim = (change: Record<string, unknown> = {}) => ({
  submission_id: randomUUID(),
  policy_id: policy.policyId,
  kind: 'escape_of_water',
  incident_date: daysFromToday(-2),
  description: 'A pipe under the kitchen sink burst overnight and flooded the floor.',
  anyone_hurt: false,
  items: [
    { description: 'Kitchen floor', estimate_cents: 1_800_00 },
    { description: 'Rug', estimate_cents: 250_00 },
  ],
  ...change,
});

const makeClaim = (payload: unknown, headers: Record<string, string> = buyer.headers) =>
  t.app.inject({ method: 'POST', url: '/api/claims', headers, payload: payload as never });

const claimsOf = (policyRowId: string) =>
  db().select().from(claims).where(eq(claims.policyId, policyRowId));

describe('a customer makes a claim', () => {
  it('on their home policy: a reference, its first stage, and an e-mail with the reference', async () => {
    const response = await makeClaim(homeClaim());
    expect(response.statusCode, response.body).toBe(200);
    const claim = claimDetailSchema.parse(response.json());
    expect(isClaimReference(claim.reference)).toBe(true);
    expect(claim).toMatchObject({
      policy_id: policy.policyId,
      policy_number: policy.policyNumber,
      product: 'home',
      kind: 'escape_of_water',
      kind_label: 'Escape of water',
      stage: 'received',
      estimate_cents: 2_050_00,
      amount_cents: null,
      place: null,
    });
    expect(claim.timeline.map((event) => event.stage)).toEqual(['received']);
    const [email] = await db()
      .select()
      .from(messageOutbox)
      .where(
        eq(
          messageOutbox.subject,
          `Claim ${claim.reference} received: Home Insurance ${policy.policyNumber}`,
        ),
      );
    expect(email?.body).toContain(`Its reference is ${claim.reference}.`);
    expect(email?.body).toContain('Your estimate: €2,050.00');
  });

  it('lists it under their claims and shows it by its reference', async () => {
    const made = claimDetailSchema.parse((await makeClaim(homeClaim())).json());
    const list = claimListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/claims', headers: buyer.headers })).json(),
    );
    expect(list.claims.map((claim) => claim.reference)).toContain(made.reference);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/claims/${made.reference}`,
      headers: buyer.headers,
    });
    expect(page.statusCode).toBe(200);
    expect(claimDetailSchema.parse(page.json())).toEqual(made);
  });

  it('once, however often the same claim is sent', async () => {
    const payload = homeClaim();
    const first = await makeClaim(payload);
    const again = await makeClaim(payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().reference).toBe(first.json().reference);
    const rows = await db()
      .select()
      .from(claims)
      .where(eq(claims.submissionId, payload.submission_id));
    expect(rows).toHaveLength(1);
  });

  it('and its policy can no longer be cancelled online while the claim is in progress', async () => {
    const quote = await t.app.inject({
      method: 'POST',
      url: `/api/policies/${encodeURIComponent(policy.policyId)}/cancellation/quote`,
      headers: buyer.headers,
      payload: { kind: 'withdrawal' },
    });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().fieldErrors.policy).toEqual([
      CANCELLATION_MESSAGES.claimInProgress(HOME_PRODUCT_FACTS.claims.phoneNumber),
    ]);
  });
});

describe('a claim the rules refuse', () => {
  it("is answered field by field with the form's messages, and nothing is written", async () => {
    const before = (await claimsOf(policy.id)).length;
    const response = await makeClaim(
      homeClaim({
        kind: 'collision',
        incident_date: daysFromToday(1),
        description: '   ',
        items: [],
        place: 'The kitchen',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      kind: [CLAIM_MESSAGES.kindUnknown],
      incident_date: [CLAIM_MESSAGES.incidentDateInFuture],
      description: [CLAIM_MESSAGES.descriptionRequired],
      items: [CLAIM_MESSAGES.itemsRequired],
      place: [CLAIM_MESSAGES.notAsked],
    });
    expect(await claimsOf(policy.id)).toHaveLength(before);
  });

  it('refuses a date before the cover started', async () => {
    const response = await makeClaim(homeClaim({ incident_date: daysFromToday(-21) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.incident_date).toEqual([
      CLAIM_MESSAGES.incidentDateBeforeCover(policy.startDate),
    ]);
    expect((await makeClaim(homeClaim({ incident_date: daysFromToday(-20) }))).statusCode).toBe(
      200,
    );
  });

  it('answers bad input with 400 and writes nothing', async () => {
    const before = (await claimsOf(policy.id)).length;
    for (const payload of [
      null,
      [],
      homeClaim({ submission_id: 'again' }),
      homeClaim({ extra: true }),
      homeClaim({ anyone_hurt: 'no' }),
      homeClaim({ items: [{ description: 'Rug', estimate_cents: 12_50 }] }),
      homeClaim({ items: [{ description: 'Rug', estimate_cents: -100 }] }),
      homeClaim({ items: Array(41).fill({ description: 'Rug', estimate_cents: 100 }) }),
      homeClaim({ description: 'x'.repeat(4_001) }),
      homeClaim({ incident_date: '2026-11-30T00:00:00Z' }),
      homeClaim({ policy_id: '' }),
      homeClaim({ policy_id: 'x'.repeat(61) }),
    ]) {
      const response = await makeClaim(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    expect(await claimsOf(policy.id)).toHaveLength(before);
    const tooLong = await t.app.inject({
      method: 'GET',
      url: `/api/claims/${'C'.repeat(41)}`,
      headers: buyer.headers,
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('claims are the owner’s only', () => {
  let reference: string;
  beforeAll(async () => {
    reference = (await makeClaim(homeClaim())).json().reference;
  });

  it('another customer can neither claim on the policy nor see the claim', async () => {
    const theirs = await makeClaim(homeClaim(), other.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(CLAIM_MESSAGES.policyNotFound);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/claims/${reference}`,
      headers: other.headers,
    });
    expect(page.statusCode).toBe(404);
    const list = claimListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/claims', headers: other.headers })).json(),
    );
    expect(list.claims.map((claim) => claim.reference)).not.toContain(reference);
  });

  it('a visitor must sign in first, before the request is looked at', async () => {
    expect((await makeClaim(homeClaim(), {})).statusCode).toBe(401);
    expect((await makeClaim({ nonsense: true }, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/claims' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/claims/${reference}` })).statusCode,
    ).toBe(401);
    const forged = { authorization: `${buyer.headers.authorization}x` };
    expect((await makeClaim(homeClaim(), forged)).statusCode).toBe(401);
  });

  it('an agent acting for nobody finds no policy and no claim', async () => {
    const agent = await signIn(t.app, DEMO_ACCOUNTS.agent.email);
    expect((await makeClaim(homeClaim(), agent.headers)).statusCode).toBe(404);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/claims/${reference}`,
      headers: agent.headers,
    });
    expect(page.statusCode).toBe(404);
  });
});

describe("each product's own questions", () => {
  const demoPolicy = async (policyType: 'MOTOR' | 'TRAVEL') => {
    const [row] = await db()
      .select()
      .from(policies)
      .where(and(eq(policies.policyType, policyType), eq(policies.status, 'active')))
      .limit(1);
    return row!;
  };
  const lastDayBefore = (row: typeof policies.$inferSelect) =>
    row.startDate > today() ? row.startDate : today();

  it('a car claim says where, and takes the other party and the Garda report', async () => {
    const car = await demoPolicy('MOTOR');
    const payload = {
      submission_id: randomUUID(),
      policy_id: car.policyId,
      kind: 'collision',
      incident_date: lastDayBefore(car),
      place: 'Main Street, Bray',
      description: 'Another car reversed into mine at the lights.',
      anyone_hurt: false,
      items: [{ description: 'Rear bumper', estimate_cents: 900_00 }],
      other_party: { name: 'Seán Murphy', registration: '191-D-12345', insurer: 'Other Insurer' },
      garda_report_number: '40512345',
    };
    const withoutPlace = await makeClaim({ ...payload, place: undefined }, other.headers);
    expect(withoutPlace.statusCode).toBe(400);
    expect(withoutPlace.json().fieldErrors.place).toEqual([CLAIM_MESSAGES.placeRequired]);
    const response = await makeClaim(payload, other.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(claimDetailSchema.parse(response.json())).toMatchObject({
      product: 'car',
      kind_label: 'Collision',
      place: 'Main Street, Bray',
      other_party: payload.other_party,
      garda_report_number: '40512345',
    });
  });

  it('a travel claim names its trip', async () => {
    const travel = await demoPolicy('TRAVEL');
    const day = lastDayBefore(travel);
    const payload = {
      submission_id: randomUUID(),
      policy_id: travel.policyId,
      kind: 'medical',
      incident_date: day,
      place: 'Lisbon',
      description: 'I fell on the steps and broke my wrist.',
      anyone_hurt: true,
      items: [{ description: 'Hospital treatment', estimate_cents: 1_200_00 }],
      trip: { destination: 'Portugal', departure_date: day, return_date: day },
    };
    const withoutTrip = await makeClaim({ ...payload, trip: undefined }, other.headers);
    expect(withoutTrip.json().fieldErrors.trip).toEqual([CLAIM_MESSAGES.tripDestinationRequired]);
    const response = await makeClaim(payload, other.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(claimDetailSchema.parse(response.json())).toMatchObject({
      product: 'travel',
      anyone_hurt: true,
      trip: payload.trip,
    });
  });
});

describe.runIf(onPostgres)('20 submissions of one claim at once', () => {
  it('make one claim, one first event and one e-mail', async () => {
    const payload = homeClaim();
    const responses = await Promise.all(Array.from({ length: 20 }, () => makeClaim(payload)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const references = new Set(responses.map((response) => response.json().reference));
    expect(references.size).toBe(1);
    const [reference] = [...references] as string[];
    const rows = await db().select().from(claims).where(eq(claims.reference, reference!));
    expect(rows).toHaveLength(1);
    const events = await db()
      .select()
      .from(claimEvents)
      .where(eq(claimEvents.claimId, rows[0]!.id));
    expect(events).toHaveLength(1);
    const emails = await db()
      .select()
      .from(messageOutbox)
      .where(
        eq(
          messageOutbox.subject,
          `Claim ${reference} received: Home Insurance ${policy.policyNumber}`,
        ),
      );
    expect(emails).toHaveLength(1);
  });
});
