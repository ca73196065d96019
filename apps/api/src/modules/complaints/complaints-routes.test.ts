import { randomUUID } from 'node:crypto';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPLAINT_MESSAGES as M,
  COMPLAINT_LIMITS,
  FSPO_RIGHT_LINES,
  complaintDetailSchema,
  complaintListSchema,
  complaintQueueSchema,
  staffComplaintDetailSchema,
} from '@wallet/domain';
import { complaintDueDates } from '@wallet/domain/complaint-due-dates';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import {
  agentActions,
  complaintEvents,
  complaints,
  messageOutbox,
  type policies,
} from '../../db/schema.js';
import { buyHomePolicy } from '../../test/checkout-fixtures.js';
import { makeHomeClaim, today } from '../../test/claim-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';

const HANDLER_EMAIL = 'claims@wallet.test';

let t: TestApp;
let customer: Awaited<ReturnType<typeof signIn>>;
let stranger: Awaited<ReturnType<typeof signIn>>;
let handler: Awaited<ReturnType<typeof signIn>>;
let agent: Awaited<ReturnType<typeof signIn>>;
let policy: typeof policies.$inferSelect;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
  stranger = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
  handler = await signIn(t.app, HANDLER_EMAIL);
  agent = await signIn(t.app, DEMO_ACCOUNTS.agent.email);
  policy = await buyHomePolicy(t.app, customer.headers, 'card', { daysAgo: 20 });
}, 60_000);
afterAll(async () => t?.close());

/** A complaint about the customer's home policy, with `change` made to it. */
const policyComplaint = (change: Record<string, unknown> = {}) => ({
  submission_id: randomUUID(),
  about: 'policy',
  policy_id: policy.policyId,
  description: 'My policy documents have the wrong eircode on them.',
  wanted: 'Corrected documents and an apology.',
  ...change,
});

const complain = (payload: unknown, headers: Record<string, string> = customer.headers) =>
  t.app.inject({ method: 'POST', url: '/api/complaints', headers, payload: payload as never });

/** Makes a complaint about the customer's policy: its reference. */
async function newComplaint(): Promise<string> {
  const response = await complain(policyComplaint());
  expect(response.statusCode, response.body).toBe(200);
  return complaintDetailSchema.parse(response.json()).reference;
}

const act = (
  reference: string,
  payload: unknown,
  headers: Record<string, string> = handler.headers,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/complaints/${reference}/actions`,
    headers,
    payload: payload as never,
  });

const emailsAbout = (reference: string) =>
  db()
    .select()
    .from(messageOutbox)
    .where(like(messageOutbox.subject, `Complaint ${reference}%`));

const complaintCount = async () => (await db().select({ n: count() }).from(complaints))[0]!.n;

describe('making a complaint', () => {
  it('is acknowledged at once, with its reference and due dates, on screen and by e-mail', async () => {
    const response = await complain(policyComplaint());
    expect(response.statusCode, response.body).toBe(200);
    const complaint = complaintDetailSchema.parse(response.json());
    expect(complaint.reference).toMatch(/^CP-[A-HJ-NP-Z2-9]{8}$/);
    const due = complaintDueDates({ status: 'received', receivedOn: today(), lastUpdateOn: null })!;
    expect(complaint).toMatchObject({
      about: 'policy',
      about_label: 'A policy',
      status: 'received',
      policy_id: policy.policyId,
      policy_number: policy.policyNumber,
      product: 'home',
      claim_reference: null,
      update_due: due.update,
      final_response_due: due.finalResponse,
      final_response: null,
    });
    expect(complaint.timeline).toEqual([
      expect.objectContaining({ kind: 'received', text: null, outcome: null }),
    ]);
    const [email, ...others] = await emailsAbout(complaint.reference);
    expect(others).toEqual([]);
    expect(email).toMatchObject({
      recipient: DEMO_ACCOUNTS.newCustomer.email,
      subject: `Complaint ${complaint.reference} received`,
      template: 'complaint-received',
    });
    expect(email!.body).toContain(`Its reference is ${complaint.reference}.`);
    expect(email!.body).toContain(`Home Insurance ${policy.policyNumber}`);
    expect(email!.body).toContain('every 20 business days');
    const [event] = await db()
      .select()
      .from(complaintEvents)
      .innerJoin(complaints, eq(complaints.id, complaintEvents.complaintId))
      .where(eq(complaints.reference, complaint.reference));
    expect(event!.complaint_events).toMatchObject({ kind: 'received', status: 'received' });
    expect(event!.complaint_events.byUserId).toBe(event!.complaints.ownerUserId);
  });

  it('about a claim, names the claim; about our service, needs no policy', async () => {
    const claim = await makeHomeClaim(t.app, customer.headers, policy.policyId);
    const aboutClaim = await complain(
      policyComplaint({ about: 'claim', policy_id: undefined, claim_reference: claim }),
    );
    expect(aboutClaim.statusCode, aboutClaim.body).toBe(200);
    expect(aboutClaim.json()).toMatchObject({ about: 'claim', claim_reference: claim });
    const aboutService = await complain(policyComplaint({ about: 'service', policy_id: '' }));
    expect(aboutService.statusCode, aboutService.body).toBe(200);
    expect(aboutService.json()).toMatchObject({ about: 'service', policy_id: null });
  });

  it('makes one complaint of a double tap, and refuses the same id with other words', async () => {
    const payload = policyComplaint();
    const first = await complain(payload);
    const again = await complain(payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().reference).toBe(first.json().reference);
    expect(await emailsAbout(first.json().reference)).toHaveLength(1);
    const changed = await complain({ ...payload, wanted: 'Something else entirely.' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(M.submissionReused);
  });

  it('refuses a form with answers missing or too long, field by field, writing nothing', async () => {
    const before = await complaintCount();
    const empty = await complain({
      submission_id: randomUUID(),
      about: 'policy',
      description: ' ',
      wanted: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({
      description: [M.descriptionRequired],
      wanted: [M.wantedRequired],
      policy_id: [M.policyRequired],
    });
    const long = await complain(
      policyComplaint({ description: 'a'.repeat(COMPLAINT_LIMITS.descriptionMaxLength + 1) }),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors).toEqual({ description: [M.descriptionTooLong] });
    const atLimit = await complain(
      policyComplaint({ description: 'a'.repeat(COMPLAINT_LIMITS.descriptionMaxLength) }),
    );
    expect(atLimit.statusCode).toBe(200);
    for (const junk of [
      null,
      'text',
      [],
      { about: 'weather' },
      { ...policyComplaint(), extra: 1 },
    ]) {
      // A body that is not JSON is refused for its type; any other, field by field.
      expect([400, 415]).toContain((await complain(junk)).statusCode);
    }
    expect(await complaintCount()).toBe(before + 1);
  });

  it("refuses another customer's policy or claim as not found", async () => {
    const before = await complaintCount();
    const theirs = await complain(policyComplaint(), stranger.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(M.policyNotFound);
    const claim = await complain(
      policyComplaint({ about: 'claim', claim_reference: 'CL-ABCDEFGH' }),
      stranger.headers,
    );
    expect(claim.statusCode).toBe(404);
    expect(await complaintCount()).toBe(before);
  });

  it('asks a visitor to sign in before it reads the request', async () => {
    expect((await complain({ nonsense: true }, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/complaints' })).statusCode).toBe(401);
  });
});

describe('20 submissions of one complaint at once', () => {
  it('make one complaint, one first event and one acknowledgement', async () => {
    const payload = policyComplaint();
    const responses = await Promise.all(Array.from({ length: 20 }, () => complain(payload)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const references = new Set(responses.map((response) => response.json().reference));
    expect(references.size).toBe(1);
    const [reference] = [...references] as string[];
    const rows = await db().select().from(complaints).where(eq(complaints.reference, reference!));
    expect(rows).toHaveLength(1);
    const events = await db()
      .select()
      .from(complaintEvents)
      .where(eq(complaintEvents.complaintId, rows[0]!.id));
    expect(events).toHaveLength(1);
    expect(await emailsAbout(reference!)).toHaveLength(1);
  });
});

describe("the customer's complaints", () => {
  it('lists their own only, and answers another customer’s as not found', async () => {
    const reference = await newComplaint();
    const own = complaintListSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/complaints', headers: customer.headers })
      ).json(),
    );
    expect(own.complaints.map((complaint) => complaint.reference)).toContain(reference);
    const theirs = complaintListSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/complaints', headers: stranger.headers })
      ).json(),
    );
    expect(theirs.complaints.map((complaint) => complaint.reference)).not.toContain(reference);
    for (const [headers, status] of [
      [customer.headers, 200],
      [stranger.headers, 404],
      [{}, 401],
    ] as const) {
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/complaints/${reference}`,
        headers,
      });
      expect(read.statusCode).toBe(status);
    }
    const lower = await t.app.inject({
      method: 'GET',
      url: `/api/complaints/${reference.toLowerCase()}`,
      headers: customer.headers,
    });
    expect(lower.json().reference).toBe(reference);
  });
});

describe("staff's complaints", () => {
  it('are the claims handler’s only: an agent or a customer is refused, a visitor asked to sign in', async () => {
    for (const [headers, status] of [
      [agent.headers, 403],
      [customer.headers, 403],
      [{}, 401],
    ] as const) {
      for (const url of ['/api/staff/complaints', '/api/staff/complaints/CP-ABCDEFGH']) {
        expect((await t.app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(status);
      }
      expect((await act('CP-ABCDEFGH', { nonsense: true }, headers)).statusCode).toBe(status);
    }
  });

  it('queue open complaints overdue first, with their due dates, naming no customer', async () => {
    const fresh = await newComplaint();
    const overdue = await newComplaint();
    // Received five weeks ago: its first update (20 business days) is overdue.
    await db()
      .update(complaints)
      .set({ receivedAt: new Date(Date.now() - 35 * 86_400_000) })
      .where(eq(complaints.reference, overdue));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/staff/complaints',
      headers: handler.headers,
    });
    expect(response.statusCode).toBe(200);
    const queue = complaintQueueSchema.parse(response.json()).complaints;
    const references = queue.map((entry) => entry.reference);
    expect(references.indexOf(overdue)).toBeLessThan(references.indexOf(fresh));
    expect(queue[0]!.next_due.overdue).toBe(true);
    expect(queue.find((entry) => entry.reference === overdue)).toMatchObject({
      about_label: 'A policy',
      product: 'home',
      age_days: 35,
      next_due: { for: 'update', overdue: true },
    });
    expect(queue.find((entry) => entry.reference === fresh)?.next_due.overdue).toBe(false);
    expect(response.body).not.toContain(DEMO_ACCOUNTS.newCustomer.email);
  });

  it('open a complaint on the audit trail, then update it and give the final response', async () => {
    const reference = await newComplaint();
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/staff/complaints/${reference}`,
      headers: handler.headers,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(staffComplaintDetailSchema.parse(opened.json())).toMatchObject({
      customer: { email: DEMO_ACCOUNTS.newCustomer.email },
      next_due: { for: 'update', overdue: false },
      actions: ['update', 'final_response', 'resolve'],
    });
    const audit = () =>
      db().select().from(agentActions).where(eq(agentActions.subjectReference, reference));
    expect((await audit()).map((row) => row.action)).toEqual(['complaint_opened']);

    const update = {
      action: 'update',
      action_id: randomUUID(),
      text: 'We have asked the insurer for corrected documents.',
    };
    const updated = await act(reference, update);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ status: 'being_investigated' });
    // The next update counts from today's.
    const due = complaintDueDates({
      status: 'being_investigated',
      receivedOn: today(),
      lastUpdateOn: today(),
    })!;
    expect(updated.json().update_due).toBe(due.update);
    // Sent again, the same update is kept once.
    expect((await act(reference, update)).statusCode).toBe(200);
    expect((await act(reference, { ...update, text: 'Other words.' })).statusCode).toBe(409);

    const final = {
      action: 'final_response',
      action_id: randomUUID(),
      outcome: 'upheld',
      text: 'We are sorry: corrected documents are attached to your policy.',
    };
    const answered = await act(reference, final);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      status: 'final_response_given',
      update_due: null,
      final_response_due: null,
      next_due: null,
      actions: [],
      final_response: { outcome: 'upheld', text: final.text, fspo: [...FSPO_RIGHT_LINES] },
    });

    const customersView = complaintDetailSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/complaints/${reference}`,
          headers: customer.headers,
        })
      ).json(),
    );
    expect(customersView.timeline.map((event) => event.kind)).toEqual([
      'received',
      'update',
      'final_response',
    ]);
    expect(customersView.final_response?.fspo.join(' ')).toContain('Lincoln House');

    const emails = await emailsAbout(reference);
    expect(emails.map((email) => email.subject)).toEqual([
      `Complaint ${reference} received`,
      `Complaint ${reference}: an update`,
      `Complaint ${reference}: our final response`,
    ]);
    expect(emails[2]!.body).toContain('Outcome: Upheld');
    expect(emails[2]!.body).toContain('Financial Services and Pensions Ombudsman');
    expect(emails[2]!.body).toContain('within 6 months');

    const events = await db()
      .select()
      .from(complaintEvents)
      .innerJoin(complaints, eq(complaints.id, complaintEvents.complaintId))
      .where(and(eq(complaints.reference, reference)));
    const handlerId = (await t.repositories.users.findByEmail(HANDLER_EMAIL))!.id;
    expect(events.slice(1).map((row) => row.complaint_events.byUserId)).toEqual([
      handlerId,
      handlerId,
    ]);
    expect((await audit()).map((row) => [row.action, row.details])).toEqual(
      expect.arrayContaining([
        ['complaint_answered', { action: 'update', to: 'being_investigated' }],
        ['complaint_answered', { action: 'final_response', to: 'final_response_given' }],
      ]),
    );

    // Answered, it takes no more.
    const late = await act(reference, { ...update, action_id: randomUUID() });
    expect(late.statusCode).toBe(400);
    expect(late.json().fieldErrors).toEqual({ action: [M.complaintClosed] });
  });

  it('refuse an action without its words or outcome, writing nothing', async () => {
    const reference = await newComplaint();
    const refused = await act(reference, {
      action: 'final_response',
      action_id: randomUUID(),
      text: ' ',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      outcome: [M.outcomeRequired],
      text: [M.responseRequired],
    });
    expect(await emailsAbout(reference)).toHaveLength(1);
    const missing = await act('CP-ABCDEFGH', {
      action: 'update',
      action_id: randomUUID(),
      text: 'Hi',
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await act('not-a-reference', { action: 'update', action_id: randomUUID(), text: 'Hi' }))
        .statusCode,
    ).toBe(404);
  });

  it('resolve a complaint the customer agrees is settled', async () => {
    const reference = await newComplaint();
    const resolved = await act(reference, {
      action: 'resolve',
      action_id: randomUUID(),
      text: 'We called you and corrected the eircode; you agreed this settles it.',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      status: 'resolved',
      actions: [],
      final_response: null,
    });
    expect((await emailsAbout(reference)).at(-1)?.subject).toBe(`Complaint ${reference}: resolved`);
  });
});
