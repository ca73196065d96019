import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  POLICY_DOCUMENT_PROCESSES,
  documentsSummaryResponseSchema,
  profileSchema,
  renewalOfferSchema,
  type DocumentGroup,
  type HomeBindRequest,
} from '@wallet/domain';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { directDebitMandates, payments, policies } from '../../db/schema.js';
import { RENEWAL_MANDATE_MESSAGES } from './renewal-service.js';
import {
  authoriseCard,
  cardBind,
  directDebitBind,
  type BoughtQuote,
} from '../../test/checkout-fixtures.js';
import {
  RENEWAL_ANSWERED as ANSWERED,
  homePolicyWithOffer,
  offeredQuote as offered,
  renewalBind,
} from '../../test/renewal-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';

/**
 * A renewal is the same policy for a new period (docs/decisions/0016, 'A renewal keeps its policy
 * number'): the number is kept with the same insurer, the other insurer's policy has its own, and
 * each period lists the documents issued for it.
 */
let t: TestApp;
type Caller = Awaited<ReturnType<typeof signIn>>;
let owner: Caller;
let stranger: Caller;

const db = () => t.app.database.db;

const post = (url: string, payload: unknown, caller: Caller = owner) =>
  t.app.inject({ method: 'POST', url, headers: caller.headers, payload: payload as object });

/** A home policy of the owner's ending in 30 days, with its renewal offer issued. */
const policyWithOffer = (pay: 'card' | 'direct_debit') => homePolicyWithOffer(t, owner, pay);

async function renewalOfRow(rowId: string) {
  const [made] = await db().select().from(policies).where(eq(policies.renewalOfPolicyId, rowId));
  return made!;
}

async function documentsOf(policyId: string): Promise<DocumentGroup[]> {
  const response = await post('/api/home/applied_home_documents/summary', {
    business_processes: POLICY_DOCUMENT_PROCESSES,
    policy_id: policyId,
  });
  expect(response.statusCode, response.body).toBe(200);
  return documentsSummaryResponseSchema.parse(response.json());
}

const namesByProcess = (groups: DocumentGroup[]) =>
  Object.fromEntries(
    groups.map((group) => [
      group.business_process,
      group.documents.map((document) => document.display_name),
    ]),
  );

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
  stranger = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
});
afterAll(async () => t?.close());

describe('a renewal with the same insurer', () => {
  let subject: Awaited<ReturnType<typeof policyWithOffer>>;
  let renewed: typeof policies.$inferSelect;

  beforeAll(async () => {
    subject = await policyWithOffer('card');
    const renewal = offered(subject.offer, true);
    const token = (await authoriseCard(t.app, renewal.priceCents)).token;
    const response = await post(
      '/api/home/applied_home_renewal/bind',
      renewalBind(cardBind(renewal, token)),
    );
    expect(response.statusCode, response.body).toBe(200);
    renewed = await renewalOfRow(subject.row.id);
  });

  it('keeps the policy number for a new period, with a policy_id and reference of its own', () => {
    expect(renewed.policyNumber).toBe(subject.row.policyNumber);
    expect(renewed.insurer).toBe(subject.row.insurer);
    expect(renewed.startDate).toBe(subject.offer.renewal_date);
    expect(renewed.policyId).not.toBe(subject.row.policyId);
    expect(renewed.referenceNumber).not.toBe(subject.row.referenceNumber);
  });

  it('answers the policy code (the number both periods share) with the offer renewed', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/home/applied_home_renewal/policy_code/${subject.row.policyNumber}`,
      headers: owner.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const offer = renewalOfferSchema.parse(response.json());
    expect(offer.policy_id).toBe(subject.row.policyId);
    expect(offer.status).toBe('renewed');
    expect(offer.reference_number).toBe(renewed.referenceNumber);
  });

  it('lists for the old period the Renewal Notice and the alternative offered, never as a transfer', async () => {
    const groups = await documentsOf(subject.row.policyId);
    const byProcess = namesByProcess(groups);
    expect(Object.keys(byProcess).sort()).toEqual(['NEW_BUSINESS', 'RENEWAL_OFFER']);
    expect(byProcess.RENEWAL_OFFER).toEqual(
      expect.arrayContaining([
        'Renewal Notice',
        'Alternative quote offered',
        'Statement of Fact of the alternative quote',
      ]),
    );
    // Asked as the spec's documents page asks (no RENEWAL_OFFER), the alternative is not a transfer.
    const specProcesses = await post('/api/home/applied_home_documents/summary', {
      business_processes: ['NEW_BUSINESS', 'RENEWAL_CONFIRMATION', 'RENEWAL_TRANSFER', 'LAPSE'],
      policy_id: subject.row.policyId,
    });
    expect(
      documentsSummaryResponseSchema
        .parse(specProcesses.json())
        .map((group) => group.business_process),
    ).toEqual(['NEW_BUSINESS']);
  });

  it('lists for the new period what was issued with it: the renewal confirmation', async () => {
    const byProcess = namesByProcess(await documentsOf(renewed.policyId));
    expect(Object.keys(byProcess)).toEqual(['RENEWAL_CONFIRMATION']);
    expect(byProcess.RENEWAL_CONFIRMATION).toContain('Policy Schedule');
  });

  it('tells the wallet which period renews which', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile/profile',
      headers: owner.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const listed = profileSchema.parse(response.json()).policies;
    const periods = listed.filter((policy) => policy.policy_number === subject.row.policyNumber);
    expect(periods.map((policy) => [policy.policy_id, policy.renews_policy_id])).toEqual([
      [renewed.policyId, subject.row.policyId],
      [subject.row.policyId, null],
    ]);
  });
});

describe('a renewal with the alternative insurer', () => {
  it("is the other insurer's new policy: a number of its own, its documents a transfer", async () => {
    const subject = await policyWithOffer('direct_debit');
    const alternative = offered(subject.offer, false);
    const response = await post(
      '/api/home/applied_home_renewal/bind',
      renewalBind(directDebitBind(alternative), {
        ...ANSWERED,
        auto_renewal: true,
        statement_of_fact_confirmed: true,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const made = await renewalOfRow(subject.row.id);
    expect(made.insurer).not.toBe(subject.row.insurer);
    expect(made.policyNumber).not.toBe(subject.row.policyNumber);
    expect(Object.keys(namesByProcess(await documentsOf(made.policyId)))).toEqual([
      'RENEWAL_TRANSFER',
    ]);
    // The period it replaces keeps its notice and the quote it was offered.
    expect(Object.keys(namesByProcess(await documentsOf(subject.row.policyId))).sort()).toEqual([
      'NEW_BUSINESS',
      'RENEWAL_OFFER',
    ]);
  });
});

/** A direct debit on the mandate on file: no IBAN or BIC, the day the offer gives. */
function onMandateOnFile(quote: BoughtQuote, collectionDay: number) {
  const payload = directDebitBind(quote, collectionDay);
  return renewalBind({
    ...payload,
    payment_details: {
      ...payload.payment_details,
      IBAN: null,
      BIC: null,
      mandate_on_file: true,
    } as HomeBindRequest['payment_details'],
  });
}

describe('a renewal paid on the mandate on file', () => {
  it('shows only the last four characters of the account, and pays the renewal on it once', async () => {
    const subject = await policyWithOffer('direct_debit');
    // directDebitBind pays from IE29 AIBK 9311 5212 3456 78, on the 8th.
    expect(subject.offer.mandate_on_file).toEqual({ account_ending: '5678', collection_day: 8 });
    expect(JSON.stringify(subject.offer)).not.toContain('IE29AIBK');

    // Automatic renewal turned off: the renewal is paid now, by direct debit 'as now'.
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/home/applied_home_renewal/auto_renewal',
      headers: owner.headers,
      payload: { policy_id: subject.row.policyId, enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    // A client asking for another day is still collected on the mandate's own day ('as now').
    const payload = onMandateOnFile(offered(subject.offer, true), 15);
    // Another customer cannot pay on it: their answer is the one for a quote that is not theirs.
    const strangers = await post('/api/home/applied_home_renewal/bind', payload, stranger);
    expect(strangers.statusCode, strangers.body).toBe(404);

    const first = await post('/api/home/applied_home_renewal/bind', payload);
    expect(first.statusCode, first.body).toBe(200);
    const again = await post('/api/home/applied_home_renewal/bind', payload);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().reference_number).toBe(first.json().reference_number);

    const made = await renewalOfRow(subject.row.id);
    expect(made.policyNumber).toBe(subject.row.policyNumber);
    expect(made.autoRenew).toBe(false);
    const paid = await db().select().from(payments).where(eq(payments.quoteId, made.quoteId!));
    expect(paid).toHaveLength(1);
    expect(paid[0]!.method).toBe('direct_debit');
    expect(paid[0]!.collectionDay).toBe(8);
    const [mandate] = await db()
      .select()
      .from(directDebitMandates)
      .where(eq(directDebitMandates.paymentId, paid[0]!.id));
    expect(mandate).toMatchObject({ iban: 'IE29AIBK93115212345678', bic: 'AIBKIE2D' });
  });

  it("is refused for a policy paid by card, for the other insurer's quote and for a card payment", async () => {
    const byCard = await policyWithOffer('card');
    expect(byCard.offer.mandate_on_file).toBeNull();
    const noMandate = await post(
      '/api/home/applied_home_renewal/bind',
      onMandateOnFile(offered(byCard.offer, true), 8),
    );
    expect(noMandate.statusCode, noMandate.body).toBe(400);
    expect(noMandate.json().fieldErrors['payment_details.mandate_on_file']).toEqual([
      RENEWAL_MANDATE_MESSAGES.noMandateOnFile,
    ]);

    const byDirectDebit = await policyWithOffer('direct_debit');
    const alternative = await post(
      '/api/home/applied_home_renewal/bind',
      onMandateOnFile(offered(byDirectDebit.offer, false), 8),
    );
    expect(alternative.statusCode, alternative.body).toBe(400);
    expect(alternative.json().fieldErrors['payment_details.mandate_on_file']).toEqual([
      RENEWAL_MANDATE_MESSAGES.otherInsurer,
    ]);

    const renewal = offered(byDirectDebit.offer, true);
    const card = cardBind(renewal, (await authoriseCard(t.app, renewal.priceCents)).token);
    const cardOnFile = await post(
      '/api/home/applied_home_renewal/bind',
      renewalBind({
        ...card,
        payment_details: {
          ...card.payment_details,
          mandate_on_file: true,
        } as HomeBindRequest['payment_details'],
      }),
    );
    expect(cardOnFile.statusCode, cardOnFile.body).toBe(400);
    expect(Object.keys(cardOnFile.json().fieldErrors)).toContain('payment_details.mandate_on_file');
    expect(
      await db()
        .select()
        .from(policies)
        .where(eq(policies.renewalOfPolicyId, byDirectDebit.row.id)),
    ).toEqual([]);
  });
});
