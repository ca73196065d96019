/**
 * An agent's payment and what follows it on the real database (issue 41, decision 0033): whom
 * the payment is for, the documents of the policy it made by name only, and the e-mail that sends
 * them to the customer, each recorded for the customer; an agent never opens the documents
 * themselves. Visitors get 401, customers 403; a policy or quote the agent journey did not make
 * is unknown (404), and a refusal writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import {
  AGENT_ACTION_DESCRIPTIONS,
  AGENT_DOCUMENTS_MESSAGES,
  AGENT_READ_DESCRIPTIONS,
  POLICY_DOCUMENT_PROCESSES,
  agentPaymentCustomerSchema,
  agentPolicyDocumentsSchema,
  customerAgentActionsPageSchema,
  documentsSummaryResponseSchema,
  bindResponseSchema,
  type HomeInsurerQuote,
  type HomeQuoteResponse,
  type PolicyCreation,
} from '@wallet/domain';
import { agentActions, messageOutbox, quotes } from '../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import {
  authoriseCard,
  cardBind,
  priceHomeQuote,
  type BoughtQuote,
} from '../../test/checkout-fixtures.js';
import { homeQuoteRequest } from '../../test/home-quote-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import { AGENT_DOCUMENTS_TEMPLATE } from './agent-policy-documents-routes.js';

let t: TestApp;
let agent: Awaited<ReturnType<typeof signIn>>;
let customer: Awaited<ReturnType<typeof signIn>>;
let customerId: string;
let agentQuote: BoughtQuote;
/** The policy the agent's payment made for the customer. */
let agentPolicy: PolicyCreation;
/** A policy the customer bought themselves. */
let ownPolicy: PolicyCreation;
/** A quote the customer made themselves. */
let ownQuoteReference: string;

const customerEmail: string = DEMO_ACCOUNTS.newCustomer.email;
const db = () => t.app.database.db;
const PASSED = {
  terms_confirmed: true,
  data_security: { date_of_birth: true, property_address: true, correspondence_address: false },
} as const;
/** A customer with no record with us: there is nothing to check their answers against. */
const NO_RECORD = { terms_confirmed: true, data_security: null } as const;

async function agentHomeQuote(
  email: string,
  checks: typeof PASSED | typeof NO_RECORD,
): Promise<BoughtQuote> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/agent/home/applied_home_quotes',
    headers: agent.headers,
    payload: {
      ...homeQuoteRequest((request) => {
        request.home_quote.policy_holder_details.email = email;
      }),
      agent: checks,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<HomeQuoteResponse>();
  const quote = body.quotes.find((candidate) => candidate.price !== null)!;
  return {
    quoteReference: body.quote_reference,
    quote: quote as HomeInsurerQuote & { price: number },
    priceCents: Math.round(quote.price! * 100),
  };
}

async function totals() {
  const [actions] = await db().select({ value: count() }).from(agentActions);
  const [messages] = await db().select({ value: count() }).from(messageOutbox);
  return { actions: actions!.value, messages: messages!.value };
}

const latestRowOf = async (action: 'open' | 'documents_sent') =>
  (
    await db()
      .select()
      .from(agentActions)
      .where(and(eq(agentActions.action, action), eq(agentActions.customerUserId, customerId)))
      .orderBy(desc(agentActions.at))
      .limit(1)
  )[0];

async function customersLatestTrailEntry() {
  const trail = await t.app.inject({
    method: 'GET',
    url: '/api/profile/profile/agent_actions',
    headers: customer.headers,
  });
  return customerAgentActionsPageSchema.parse(trail.json()).content[0]!;
}

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers });
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  agent = await signIn(t.app, DEMO_ACCOUNTS.agent.email);
  customer = await signIn(t.app, customerEmail);
  customerId = (await t.repositories.users.findByEmail(customerEmail))!.id;
  agentQuote = await agentHomeQuote(customerEmail, NO_RECORD);
  const card = await authoriseCard(t.app, agentQuote.priceCents);
  const paid = await post(
    '/agent/home/applied_home_quotes/bind',
    agent.headers,
    cardBind(agentQuote, card.token),
  );
  agentPolicy = bindResponseSchema.parse(paid.json()).policy_creation_response_model!;
  const bought = await priceHomeQuote(t.app, customer.headers);
  ownQuoteReference = bought.quoteReference;
  const ownCard = await authoriseCard(t.app, bought.priceCents);
  const own = await post(
    '/home/applied_home_quotes/bind',
    customer.headers,
    cardBind(bought, ownCard.token),
  );
  ownPolicy = bindResponseSchema.parse(own.json()).policy_creation_response_model!;
}, 60_000);
afterAll(async () => t?.close());

describe('GET /agent/checkout/customer', () => {
  const url = (reference: string) =>
    `/agent/checkout/customer?quote_reference=${encodeURIComponent(reference)}`;

  it('refuses visitors (401) and customers (403), writing nothing', async () => {
    const before = await totals();
    expect((await get(url(agentQuote.quoteReference), {})).statusCode).toBe(401);
    expect((await get(url(agentQuote.quoteReference), customer.headers)).statusCode).toBe(403);
    expect(await totals()).toEqual(before);
  });

  it("names the customer an agent's quote is paid for, recorded as a read for them", async () => {
    const response = await get(url(agentQuote.quoteReference), agent.headers);
    expect(response.statusCode, response.body).toBe(200);
    const answer = agentPaymentCustomerSchema.parse(response.json());
    const account = (await t.repositories.users.findById(customerId))!;
    expect(answer.customer).toEqual({
      first_name: account.givenName,
      last_name: account.familyName,
      email: customerEmail,
      password_set: true,
    });
    expect(await latestRowOf('open')).toMatchObject({
      subjectReference: agentQuote.quoteReference,
      details: { view: 'payment_customer', product: 'HOME' },
    });
    expect((await customersLatestTrailEntry()).description).toBe(
      AGENT_READ_DESCRIPTIONS.payment_customer,
    );
  });

  it('names the account the quote was made for before the payment gives it to them', async () => {
    // The agent's quote bought above is her record now.
    const unpaid = await agentHomeQuote(customerEmail, PASSED);
    // As a quote made before the customer's account is: nobody's until the payment.
    await db()
      .update(quotes)
      .set({ ownerUserId: null })
      .where(eq(quotes.quoteReference, unpaid.quoteReference));
    const response = await get(url(unpaid.quoteReference), agent.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().customer.email).toBe(customerEmail);
  });

  it("answers 404 for a customer's own quote and an unknown one, 409 for an e-mail with no account, writing nothing", async () => {
    const noAccount = await agentHomeQuote('eimear.brennan@example.ie', NO_RECORD);
    const before = await totals();
    expect((await get(url(ownQuoteReference), agent.headers)).statusCode).toBe(404);
    expect((await get(url('HQ-NOPE'), agent.headers)).statusCode).toBe(404);
    expect((await get(url(''), agent.headers)).statusCode).toBe(400);
    const refused = await get(url(noAccount.quoteReference), agent.headers);
    expect(refused.statusCode).toBe(409);
    expect(await totals()).toEqual(before);
  });
});

describe('GET /agent/policies/{policy_id}/documents', () => {
  const url = (policyId: string) => `/agent/policies/${encodeURIComponent(policyId)}/documents`;

  it('refuses visitors (401) and customers (403)', async () => {
    expect((await get(url(agentPolicy.policy_id), {})).statusCode).toBe(401);
    expect((await get(url(agentPolicy.policy_id), customer.headers)).statusCode).toBe(403);
  });

  it("lists the policy's documents by name only, with its customer, recorded as a read", async () => {
    const response = await get(url(agentPolicy.policy_id), agent.headers);
    expect(response.statusCode, response.body).toBe(200);
    const answer = agentPolicyDocumentsSchema.parse(response.json());
    expect(answer.policy).toMatchObject({
      policy_id: agentPolicy.policy_id,
      policy_number: agentPolicy.policy_number,
      reference_number: agentPolicy.reference_number,
      policy_type: 'HOME',
    });
    expect(answer.customer.email).toBe(customerEmail);
    // The customer's own list names the same documents; the agent's gives nothing to open them.
    const own = documentsSummaryResponseSchema.parse(
      (
        await post('/home/applied_home_documents/summary', customer.headers, {
          business_processes: POLICY_DOCUMENT_PROCESSES,
          policy_id: agentPolicy.policy_id,
        })
      ).json(),
    );
    const ownNames = own.flatMap((group) => group.documents.map((d) => d.display_name));
    expect(answer.documents.map((d) => d.display_name).sort()).toEqual(ownNames.sort());
    expect(ownNames.length).toBeGreaterThan(0);
    for (const document of own.flatMap((group) => group.documents)) {
      expect(response.body).not.toContain(document.document_id);
    }
    expect(response.body).not.toMatch(/url|document_id|content/);
    expect(await latestRowOf('open')).toMatchObject({
      subjectReference: agentPolicy.reference_number,
      details: { view: 'policy_documents', product: 'HOME' },
    });
    expect((await customersLatestTrailEntry()).description).toBe(
      AGENT_READ_DESCRIPTIONS.policy_documents,
    );
  });

  it('answers 404 for a policy the customer bought themselves and an unknown one, writing nothing', async () => {
    const before = await totals();
    const refused = await get(url(ownPolicy.policy_id), agent.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(AGENT_DOCUMENTS_MESSAGES.noSuchPolicy);
    expect((await get(url('NO-SUCH-POLICY'), agent.headers)).statusCode).toBe(404);
    expect(await totals()).toEqual(before);
  });
});

describe('POST /agent/policies/{policy_id}/documents/email', () => {
  const url = (policyId: string) =>
    `/agent/policies/${encodeURIComponent(policyId)}/documents/email`;

  it('refuses visitors (401), customers (403) and a policy the agent journey did not make (404), writing nothing', async () => {
    const before = await totals();
    expect((await post(url(agentPolicy.policy_id), {})).statusCode).toBe(401);
    expect((await post(url(agentPolicy.policy_id), customer.headers)).statusCode).toBe(403);
    expect((await post(url(ownPolicy.policy_id), agent.headers)).statusCode).toBe(404);
    expect(await totals()).toEqual(before);
  });

  it("e-mails the customer's account the documents by name and where to open them, recorded as documents_sent", async () => {
    const before = await totals();
    const response = await post(url(agentPolicy.policy_id), agent.headers);
    expect(response.statusCode, response.body).toBe(200);
    const listed = agentPolicyDocumentsSchema.parse(
      (await get(`/agent/policies/${agentPolicy.policy_id}/documents`, agent.headers)).json(),
    );
    expect(response.json()).toEqual({ sent: true, document_count: listed.documents.length });
    const [message] = await t.repositories.outbox.latest(1, customerEmail);
    expect(message).toMatchObject({
      template: AGENT_DOCUMENTS_TEMPLATE,
      userId: customerId,
      subject: 'Your Home Insurance policy documents',
    });
    expect(message!.body).toContain('As you asked Niamh at our');
    for (const document of listed.documents) expect(message!.body).toContain(document.display_name);
    expect(message!.body).toContain(agentPolicy.policy_number);
    expect(message!.body).toContain(`/documents/policy/${agentPolicy.policy_id}`);
    expect(await latestRowOf('documents_sent')).toMatchObject({
      subjectReference: agentPolicy.reference_number,
      details: { product: 'HOME', documents: listed.documents.length },
    });
    // One e-mail and one row for the sending (and one for the list read above).
    expect(await totals()).toEqual({
      actions: before.actions + 2,
      messages: before.messages + 1,
    });
    const trail = await t.app.inject({
      method: 'GET',
      url: '/api/profile/profile/agent_actions?size=5',
      headers: customer.headers,
    });
    const entries = customerAgentActionsPageSchema.parse(trail.json()).content;
    expect(entries.map((entry) => entry.description)).toContain(
      AGENT_ACTION_DESCRIPTIONS.documents_sent,
    );
  });
});

describe("an agent opening a customer's documents", () => {
  it('is refused (403) the download, the list and the links, whoever bought the policy', async () => {
    const summary = documentsSummaryResponseSchema.parse(
      (
        await post('/home/applied_home_documents/summary', customer.headers, {
          business_processes: POLICY_DOCUMENT_PROCESSES,
          policy_id: agentPolicy.policy_id,
        })
      ).json(),
    );
    const documentId = summary[0]!.documents[0]!.document_id;
    const download = await post('/home/applied_home_documents/document', agent.headers, {
      document_id: documentId,
    });
    expect(download.statusCode).toBe(403);
    expect(download.json().message).toBe(AGENT_DOCUMENTS_MESSAGES.agentCannotOpen);
    expect(download.body).not.toContain('%PDF');
    const list = await post('/home/applied_home_documents/summary', agent.headers, {
      business_processes: POLICY_DOCUMENT_PROCESSES,
      policy_id: agentPolicy.policy_id,
    });
    expect(list.statusCode).toBe(403);
    const links = await get(
      `/travel/travel_quotes/documents?policyReference=${agentPolicy.reference_number}`,
      agent.headers,
    );
    expect(links.statusCode).toBe(403);
    // The customer still opens their own.
    const own = await post('/home/applied_home_documents/document', customer.headers, {
      document_id: documentId,
    });
    expect(own.statusCode).toBe(200);
  });
});
