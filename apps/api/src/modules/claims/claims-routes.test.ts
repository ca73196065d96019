import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANCELLATION_MESSAGES,
  CLAIM_MESSAGES,
  CLAIM_REFERENCE_ALPHABET,
  HOME_PRODUCT_FACTS,
  claimDetailSchema,
  claimListSchema,
  claimRequestSchema,
  isClaimReference,
  profileSchema,
} from '@wallet/domain';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import {
  claimEvents,
  claimMessages,
  claims,
  messageOutbox,
  payments,
  policies,
  policyVersions,
  type QuoteSnapshot,
} from '../../db/schema.js';
import { buyHomePolicy } from '../../test/checkout-fixtures.js';
import { daysFromToday, homeClaimRequest, today } from '../../test/claim-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import { fileStoreOf } from '../../adapters/file-store/index.js';
import { systemClock } from '../../lib/clock.js';
import { createClaimsService } from './claims-service.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let buyer: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;
let policy: typeof policies.$inferSelect;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
  other = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
  policy = await buyHomePolicy(t.app, buyer.headers, 'card', { daysAgo: 20 });
}, 60_000);
afterAll(async () => t?.close());

/** An escape-of-water claim on the buyer's home policy, two days ago. */
const homeClaim = (change: Record<string, unknown> = {}) => ({
  ...homeClaimRequest(policy.policyId, change),
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
    // As read out or typed from the e-mail, in lower case.
    const typed = await t.app.inject({
      method: 'GET',
      url: `/api/claims/${made.reference.toLowerCase()}`,
      headers: buyer.headers,
    });
    expect(typed.json().reference).toBe(made.reference);
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

  it('answers the same claim sent with other spacing, and refuses its id with other answers', async () => {
    const payload = homeClaim();
    const first = await makeClaim(payload);
    const respaced = await makeClaim({ ...payload, description: `  ${payload.description} ` });
    expect(respaced.statusCode).toBe(200);
    expect(respaced.json().reference).toBe(first.json().reference);
    for (const change of [
      { description: 'A different story.' },
      { incident_date: daysFromToday(-3) },
      { items: [{ description: 'Kitchen floor', estimate_cents: 1_900_00 }] },
      { policy_id: 'POL-H-NOTMINE' },
    ]) {
      const changed = await makeClaim({ ...payload, ...change });
      expect(changed.statusCode, JSON.stringify(change)).toBe(409);
      expect(changed.json().message).toBe(CLAIM_MESSAGES.submissionReused);
    }
    const rows = await db()
      .select()
      .from(claims)
      .where(eq(claims.submissionId, payload.submission_id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.description).toBe(payload.description);
  });

  it("shows on its policy in the customer's profile while it is in progress", async () => {
    const claimed = await buyHomePolicy(t.app, buyer.headers, 'card', { daysAgo: 3 });
    const made = claimDetailSchema.parse(
      (await makeClaim(homeClaim({ policy_id: claimed.policyId }))).json(),
    );
    const policyInProfile = async () => {
      const profile = profileSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/profile/profile',
            headers: buyer.headers,
          })
        ).json(),
      );
      return profile.policies.find((each) => each.policy_id === claimed.policyId);
    };
    expect((await policyInProfile())?.claims_in_progress).toEqual([
      { reference: made.reference, kind_label: 'Escape of water', stage: 'received' },
    ]);
    // Its renewal keeps the policy's number, and the claim stops it being cancelled too.
    const { id: _id, ...kept } = claimed;
    await db()
      .insert(policies)
      .values({
        ...kept,
        policyId: `${claimed.policyId}-R`,
        referenceNumber: `${claimed.referenceNumber}-R`,
        startDate: daysFromToday(400),
        endDate: daysFromToday(764),
        quoteId: null,
        renewalOfPolicyId: claimed.id,
      });
    const profile = profileSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/profile/profile', headers: buyer.headers })
      ).json(),
    );
    expect(
      profile.policies.find((each) => each.policy_id === `${claimed.policyId}-R`)
        ?.claims_in_progress,
    ).toEqual([{ reference: made.reference, kind_label: 'Escape of water', stage: 'received' }]);
    await db()
      .update(claims)
      .set({ stage: 'declined' })
      .where(eq(claims.reference, made.reference));
    expect((await policyInProfile())?.claims_in_progress).toBeUndefined();
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

describe('a claim and the policy it stops being cancelled', () => {
  /** The policy's next period: a renewal keeps the policy's number. */
  async function renewalOf(period: typeof policies.$inferSelect) {
    const { id: _id, ...kept } = period;
    const [renewed] = await db()
      .insert(policies)
      .values({
        ...kept,
        policyId: `${period.policyId}-R`,
        referenceNumber: `${period.referenceNumber}-R`,
        startDate: daysFromToday(400),
        endDate: daysFromToday(764),
        quoteId: null,
        renewalOfPolicyId: period.id,
      })
      .returning();
    return renewed!;
  }

  it('blocks cancelling any period of the policy, a renewal keeping its number', async () => {
    const claimedPeriod = await buyHomePolicy(t.app, buyer.headers, 'card', { daysAgo: 10 });
    expect(await t.repositories.openClaims.hasClaimMade(claimedPeriod.id)).toBe(false);
    expect((await makeClaim(homeClaim({ policy_id: claimedPeriod.policyId }))).statusCode).toBe(
      200,
    );
    const renewed = await renewalOf(claimedPeriod);
    expect(await t.repositories.openClaims.hasClaimInProgress(renewed.id)).toBe(true);
    await db()
      .update(claims)
      .set({ stage: 'settled' })
      .where(eq(claims.policyId, claimedPeriod.id));
    expect(await t.repositories.openClaims.hasClaimInProgress(renewed.id)).toBe(false);
    // Settled, it no longer blocks leaving, but a claim has been made on that period: in-full
    // terms no longer hold for it. The renewal is a contract of its own, with no claim made.
    expect(await t.repositories.openClaims.hasClaimMade(claimedPeriod.id)).toBe(true);
    expect(await t.repositories.openClaims.hasClaimMade(renewed.id)).toBe(false);
  });

  it.runIf(onPostgres).each([
    ['the claimed period', false],
    ['its renewal', true],
  ])('waits for a cancellation deciding on %s before it is made', async (_name, onRenewal) => {
    const claimedPeriod = await buyHomePolicy(t.app, buyer.headers, 'card', { daysAgo: 5 });
    const deciding = onRenewal ? await renewalOf(claimedPeriod) : claimedPeriod;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // The lock a cancellation takes while it decides (cancellations-repository.ts).
    const cancelling = db().transaction(async (tx) => {
      await tx.select().from(policies).where(eq(policies.id, deciding.id)).for('no key update');
      locked();
      await held;
    });
    await lockTaken;
    const claimed = makeClaim(homeClaim({ policy_id: claimedPeriod.policyId }));
    const first = await Promise.race([
      claimed.then(() => 'made'),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 500)),
    ]);
    expect(first).toBe('waiting');
    release();
    await cancelling;
    expect((await claimed).statusCode).toBe(200);
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

/** GET /api/claims/excess as the customer whose headers are given: the answer's body. */
async function excessOf(
  policyId: string,
  kind: string,
  incidentDate: string,
  headers: Record<string, string> = buyer.headers,
) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/claims/excess?${new URLSearchParams({ policy_id: policyId, kind, incident_date: incidentDate })}`,
    headers,
  });
  return response.statusCode === 200 ? response.json() : response.statusCode;
}

describe('the excess a claim carries', () => {
  it('is the home policy’s own: the water damage excess for an escape of water, kept on the claim', async () => {
    const day = daysFromToday(-2);
    expect(await excessOf(policy.policyId, 'storm', day)).toEqual({
      excess_cents: 500_00,
      on_record: true,
    });
    expect(await excessOf(policy.policyId, 'escape_of_water', day)).toEqual({
      excess_cents: 850_00,
      on_record: true,
    });
    const made = await makeClaim(homeClaimRequest(policy.policyId));
    expect(claimDetailSchema.parse(made.json()).excess_cents).toBe(850_00);
  });

  it('is the policy’s as it stood on the day: a later version does not apply before it', async () => {
    const [row] = await db()
      .select({ snapshot: payments.quoteSnapshot })
      .from(payments)
      .where(eq(payments.quoteId, policy.quoteId!));
    // A version from yesterday with the lowest excess option (code 4: €250, water €600).
    const snapshot = structuredClone(row!.snapshot) as QuoteSnapshot;
    const answers = JSON.stringify(snapshot.answers).replaceAll(
      '"excessCode":"3"',
      '"excessCode":"4"',
    );
    snapshot.answers = JSON.parse(answers);
    await db()
      .insert(policyVersions)
      .values({
        policyId: policy.id,
        version: 2,
        effectiveDate: daysFromToday(-1),
        annualPremiumCents: policy.premiumCents,
        snapshot,
        lines: [],
        changeId: randomUUID(),
      });
    try {
      expect((await excessOf(policy.policyId, 'storm', daysFromToday(-2))).excess_cents).toBe(
        500_00,
      );
      expect((await excessOf(policy.policyId, 'storm', daysFromToday(-1))).excess_cents).toBe(
        250_00,
      );
    } finally {
      await db().delete(policyVersions).where(eq(policyVersions.policyId, policy.id));
    }
  });

  it('is asked only of one’s own policy, for a kind its form offers, on a real day', async () => {
    const day = daysFromToday(-2);
    expect(await excessOf(policy.policyId, 'storm', day, other.headers)).toBe(404);
    expect(await excessOf('home/nonsense', 'storm', day)).toBe(404);
    expect(await excessOf(policy.policyId, 'collision', day)).toBe(400);
    expect(await excessOf(policy.policyId, 'storm', '2026-02-30')).toBe(400);
    expect(await excessOf(policy.policyId, 'storm', 'x'.repeat(50))).toBe(400);
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/claims/excess?kind=x' });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe("each product's own questions", () => {
  /** The demo customer's own active policy of this type, started by today. */
  const demoPolicy = async (policyType: 'MOTOR' | 'TRAVEL') => {
    const owner = (await t.repositories.users.findByEmail(DEMO_ACCOUNTS.customer.email))!;
    const rows = await db()
      .select()
      .from(policies)
      .where(
        and(
          eq(policies.policyType, policyType),
          eq(policies.status, 'active'),
          eq(policies.ownerUserId, owner.id),
        ),
      );
    const started = rows.find((row) => row.startDate <= today());
    expect(started, `the demo customer has a ${policyType} policy in force`).toBeDefined();
    return started!;
  };
  const lastDayBefore = () => today();

  it('a car claim says where, and takes the other party and the Garda report', async () => {
    const car = await demoPolicy('MOTOR');
    const payload = {
      submission_id: randomUUID(),
      policy_id: car.policyId,
      kind: 'collision',
      incident_date: lastDayBefore(),
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
      // The demo's comprehensive cover: the own-damage excess its schedule prints.
      excess_cents: 300_00,
    });
    expect(await excessOf(car.policyId, 'glass', today(), other.headers)).toEqual({
      excess_cents: 75_00,
      on_record: true,
    });
  });

  it('a travel claim names its trip', async () => {
    const travel = await demoPolicy('TRAVEL');
    const day = lastDayBefore();
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
    expect(withoutTrip.statusCode).toBe(400);
    expect(withoutTrip.json().fieldErrors.trip).toEqual([CLAIM_MESSAGES.tripDestinationRequired]);
    const response = await makeClaim(payload, other.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(claimDetailSchema.parse(response.json())).toMatchObject({
      product: 'travel',
      anyone_hurt: true,
      trip: payload.trip,
      excess_cents: 75_00,
    });
    expect(await excessOf(travel.policyId, 'delay', day, other.headers)).toEqual({
      excess_cents: null,
      on_record: true,
    });
  });
});

describe('a claim reference drawn that is taken already', () => {
  it('is drawn again: the claim is made once, under the next reference', async () => {
    const taken = claimDetailSchema.parse((await makeClaim(homeClaim())).json()).reference;
    const fresh = 'CL-ZZZZ9999';
    // The bytes that draw a reference: each one's low five bits pick its symbol.
    const bytesOf = (reference: string) =>
      new Uint8Array([...reference.slice(3)].map((s) => CLAIM_REFERENCE_ALPHABET.indexOf(s)));
    const draws = [taken, fresh];
    const service = createClaimsService({
      repository: t.repositories.claims,
      excessOf: () => null,
      fileStore: fileStoreOf(t.config),
      clock: systemClock,
      log: t.app.log,
      referenceBytes: () => bytesOf(draws.shift()!),
    });
    const [owner] = await db()
      .select({ id: policies.ownerUserId })
      .from(policies)
      .where(eq(policies.id, policy.id));
    const before = (await claimsOf(policy.id)).length;
    const made = await service.create(owner!.id, claimRequestSchema.parse(homeClaim()));
    expect(made.reference).toBe(fresh);
    expect(draws).toEqual([]);
    expect(await claimsOf(policy.id)).toHaveLength(before + 1);
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

describe("the claim's thread", () => {
  let reference: string;
  let claimId: string;
  beforeAll(async () => {
    reference = (await makeClaim(homeClaim())).json().reference;
    claimId = (await db().select().from(claims).where(eq(claims.reference, reference)))[0]!.id;
  });

  const send = (payload: unknown, headers: Record<string, string> = buyer.headers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/claims/${reference}/messages`,
      headers,
      payload: payload as never,
    });
  const messagesOf = () =>
    db().select().from(claimMessages).where(eq(claimMessages.claimId, claimId));
  const setStage = (stage: string) =>
    db().update(claims).set({ stage }).where(eq(claims.id, claimId));

  it('takes a message from the customer, once however often it is sent', async () => {
    const message = { message_id: randomUUID(), body: '  The plumber can come on Monday.  ' };
    const first = await send(message);
    expect(first.statusCode, first.body).toBe(200);
    const claim = claimDetailSchema.parse(first.json());
    expect(claim.messages).toEqual([
      { author: 'customer', body: 'The plumber can come on Monday.', at: expect.any(String) },
    ]);
    expect(claim.stage).toBe('received');
    expect((await send(message)).statusCode).toBe(200);
    expect((await send({ ...message, body: 'The plumber can come on Monday.' })).statusCode).toBe(
      200,
    );
    const reworded = await send({ ...message, body: 'The plumber can come on Tuesday.' });
    expect(reworded.statusCode).toBe(409);
    expect(reworded.json().message).toBe(CLAIM_MESSAGES.messageReused);
    expect(await messagesOf()).toHaveLength(1);
  });

  it('moves a claim awaiting information back to being assessed, and starts the decision clock', async () => {
    await setStage('awaiting_information');
    const response = await send({ message_id: randomUUID(), body: 'The receipt is attached.' });
    expect(response.statusCode).toBe(200);
    const claim = claimDetailSchema.parse(response.json());
    expect(claim.stage).toBe('being_assessed');
    expect(claim.timeline.map((event) => event.stage)).toEqual(['received', 'being_assessed']);
    const [row] = await db().select().from(claims).where(eq(claims.id, claimId));
    expect(row!.informationCompleteOn).toBe(today());
  });

  it('refuses an empty or overlong message, and anything on a closed claim, writing nothing', async () => {
    const before = (await messagesOf()).length;
    const empty = await send({ message_id: randomUUID(), body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.body).toEqual([CLAIM_MESSAGES.messageRequired]);
    const long = await send({ message_id: randomUUID(), body: 'x'.repeat(2_001) });
    expect(long.json().fieldErrors.body).toEqual([CLAIM_MESSAGES.messageTooLong]);
    for (const payload of [
      null,
      { body: 'Hello' },
      { message_id: 'one', body: 'Hello' },
      { message_id: randomUUID(), body: 'x'.repeat(4_001) },
      { message_id: randomUUID(), body: 'Hello', author: 'handler' },
    ]) {
      expect((await send(payload)).statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    await setStage('settled');
    const closed = await send({ message_id: randomUUID(), body: 'One more thing.' });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().fieldErrors.body).toEqual([
      CLAIM_MESSAGES.claimClosed(HOME_PRODUCT_FACTS.claims.phoneNumber),
    ]);
    expect(await messagesOf()).toHaveLength(before);
    await setStage('being_assessed');
  });

  it("is the owner's only", async () => {
    const before = (await messagesOf()).length;
    const theirs = await send({ message_id: randomUUID(), body: 'Hello' }, other.headers);
    expect(theirs.statusCode).toBe(404);
    expect((await send({ message_id: randomUUID(), body: 'Hello' }, {})).statusCode).toBe(401);
    expect((await send({ nonsense: true }, {})).statusCode).toBe(401);
    expect(await messagesOf()).toHaveLength(before);
  });

  it.runIf(onPostgres)('keeps one message and one move when 20 copies arrive at once', async () => {
    await setStage('awaiting_information');
    const before = (await messagesOf()).length;
    const message = { message_id: randomUUID(), body: 'Photos of the damage.' };
    const responses = await Promise.all(Array.from({ length: 20 }, () => send(message)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(await messagesOf()).toHaveLength(before + 1);
    const moves = await db()
      .select()
      .from(claimEvents)
      .where(and(eq(claimEvents.claimId, claimId), eq(claimEvents.stage, 'being_assessed')));
    expect(moves).toHaveLength(2);
  });
});
