/**
 * Every route that takes an identifier of something a customer owns (a quote reference, a policy
 * id, a document id) is called with the first customer's own, working requests by another
 * customer and by a visitor: all are refused, none reveals the owner's data, none changes it.
 * The routes come from the OpenAPI document, so a new route that takes such an identifier fails
 * this test until the sweep exercises it.
 *
 * Agents may read a customer's data, and each read is recorded: every agent route that reads it is
 * called with the owner's identifiers, and every read that answered the owner's data must have
 * written its audit row naming the owner, shown on the owner's own trail in the words of that kind
 * of read. The owner's requests replayed by an agent either answer nothing of the owner's or are
 * recorded likewise.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AGENT_READ_DESCRIPTIONS,
  customerAgentActionsPageSchema,
  type AgentReadKind,
  type CarQuoteRequest,
} from '@wallet/domain';
import {
  agentActions,
  claimFiles,
  claims,
  complaints,
  documents,
  jobs,
  marketingConsentChanges,
  policies,
  quotes,
  renewalOffers,
} from './db/schema.js';
import { DEMO_MATCH_PORTFOLIO_CODES } from './adapters/portfolio-register/demo-portfolios.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/demo-accounts.js';
import {
  authoriseCard,
  buyHomePolicy,
  cardBind,
  directDebitBind,
  priceHomeQuote,
} from './test/checkout-fixtures.js';
import { homeQuoteRequest, isoDateInDays } from './test/home-quote-fixtures.js';
import {
  authoriseTravelCard,
  priceTravelQuote,
  travelBind,
  travelQuoteRequest,
} from './test/travel-quote-fixtures.js';
import { VISITOR_COOKIE_NAME } from './modules/quotes/index.js';
import {
  authoriseCarCard,
  carCardBind,
  carQuoteRequest,
  centsOf,
  levelOf,
  priceCarQuote,
} from './test/car-quote-fixtures.js';
import {
  isStaffRoute,
  leafPaths,
  operationsOf,
  plausibleValue,
  type OpenApiDocument,
  type Operation,
} from './test/openapi-fuzz.js';
import { createTestApp, signIn, type TestApp } from './test/test-app.js';

/** Fields that name something a customer owns. */
const OWNED_IDENTIFIER_FIELDS = [
  'quote_reference',
  'policy_id',
  'document_id',
  'policyReference',
  'user_email',
  'email',
  'policyCode',
  'policyId',
  'reference',
  'exportId',
];

let t: TestApp;
let operations: Operation[];
let owner: Awaited<ReturnType<typeof signIn>>;
let stranger: Awaited<ReturnType<typeof signIn>>;
let agent: Awaited<ReturnType<typeof signIn>>;
let superAgent: Awaited<ReturnType<typeof signIn>>;
let ownerId: string;
/** The owner's home and car quotes still to buy: live quotes agents call back about. */
let ownersLiveHomeQuote: string;
let ownersLiveCarQuote: string;
/** The owner's quote an agent made and paid for, and the policy it made (issue 41). */
let ownersAgentQuote: string;
let ownersAgentPolicyId: string;
const ownerEmail = DEMO_ACCOUNTS.newCustomer.email;
/**
 * What the others send: the owner's request with the owner's surname taken out, so that an answer
 * naming it can only have come from the owner's records. Identifiers and e-mail stay.
 */
const replayed = (payload: object | undefined) =>
  payload && JSON.parse(JSON.stringify(payload).replaceAll(ownerSurname, 'Stranger'));

/** A body sent as it is, not as JSON: a multipart upload of a claim's file. */
interface RawBody {
  body: Buffer;
  contentType: string;
}

/** The owner's requests that worked, by route: each is replayed by the others. */
const ownersRequests = new Map<
  string,
  { method: string; url: string; payload?: object; raw?: RawBody }
>();
const ownerSurname = 'Ownership-Sweep';

/** A raw body as the others send it: the owner's surname taken out of it too. */
const replayedRaw = (raw: RawBody) => ({
  body: Buffer.from(raw.body.toString('latin1').replaceAll(ownerSurname, 'Stranger'), 'latin1'),
  contentType: raw.contentType,
});

/** The owner's request as another caller sends it, with that caller's headers. */
function replayOf(
  request: { method: string; url: string; payload?: object; raw?: RawBody },
  headers: Record<string, string>,
) {
  if (request.raw) {
    const { body, contentType } = replayedRaw(request.raw);
    return t.app.inject({
      method: request.method as 'POST',
      url: request.url,
      headers: { ...headers, 'content-type': contentType },
      payload: body,
    });
  }
  return t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    ...(request.payload ? { payload: replayed(request.payload) } : {}),
  });
}

const routeOf = (method: string, url: string) => `${method} ${url.split('?')[0]}`;

async function asOwner(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: owner.headers,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  ownersRequests.set(routeOf(method, url), { method, url, ...(payload ? { payload } : {}) });
  return response;
}

async function ownersRows() {
  const db = t.app.database.db;
  const ownerId = (await t.repositories.users.findByEmail(ownerEmail))!.id;
  return {
    quotes: await db.select().from(quotes).where(eq(quotes.ownerUserId, ownerId)),
    policies: await db.select().from(policies).where(eq(policies.ownerUserId, ownerId)),
    claims: await db.select().from(claims).where(eq(claims.ownerUserId, ownerId)),
    complaints: await db.select().from(complaints).where(eq(complaints.ownerUserId, ownerId)),
    claimFiles: await db
      .select({ file: claimFiles })
      .from(claimFiles)
      .innerJoin(claims, eq(claims.id, claimFiles.claimId))
      .where(eq(claims.ownerUserId, ownerId)),
    renewalOffers: await db
      .select({ offer: renewalOffers })
      .from(renewalOffers)
      .innerJoin(policies, eq(policies.id, renewalOffers.renewalOfPolicyId))
      .where(eq(policies.ownerUserId, ownerId)),
    marketing: await db
      .select()
      .from(marketingConsentChanges)
      .where(eq(marketingConsentChanges.userId, ownerId)),
    documents: await db
      .select({ id: documents.id, name: documents.name, description: documents.description })
      .from(documents)
      .innerJoin(policies, eq(policies.id, documents.policyId))
      .where(eq(policies.ownerUserId, ownerId)),
    tempQuote: await t.repositories.tempQuotes.find(ownerId, 'HOME'),
    travelTempQuote: await t.repositories.tempQuotes.find(ownerId, 'TRAVEL'),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  // Every route is reached, the one bind_upload_enabled switches on among them.
  await t.app.repositories.flags.set('bind_upload_enabled', true);
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  operations = operationsOf(document as OpenApiDocument);
  owner = await signIn(t.app, ownerEmail);
  stranger = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
  agent = await signIn(t.app, DEMO_ACCOUNTS.agent.email);
  superAgent = await signIn(t.app, DEMO_ACCOUNTS.superAgent.email);
  ownerId = (await t.repositories.users.findByEmail(ownerEmail))!.id;

  // The owner quotes, changes the excess, saves a form in progress, buys and opens documents.
  const quoteRequest = homeQuoteRequest();
  quoteRequest.home_quote.policy_holder_details.last_name = ownerSurname;
  const quoted = await asOwner('POST', '/api/home/applied_home_quotes', quoteRequest);
  const reference: string = quoted.json().quote_reference;
  ownersLiveHomeQuote = reference;
  const offer = quoted
    .json()
    .quotes.find((quote: { price: number | null }) => quote.price !== null);
  await asOwner('POST', '/api/home/applied_home_quotes/recalculate', {
    quote_reference: reference,
    product_selected: offer.scheme_code,
    cover_details: {
      excess_amount: '3',
      contents_accidental_damage_cover: false,
      no_claim_discount_cover: false,
      home_emergency_assist_cover: false,
    },
  });
  await asOwner('POST', '/api/home/applied_home_quotes', {
    ...quoteRequest,
    quote_reference: reference,
  });
  await asOwner('GET', '/api/home/applied_home_quotes/latest');
  await asOwner('POST', '/api/home/applied_home_quotes/latest', { email: ownerEmail });
  await asOwner('POST', '/api/profile/profile/tempQuote/HOME', { last_name: ownerSurname });
  await asOwner('GET', '/api/profile/profile/tempQuote/HOME');

  const bought = await priceHomeQuote(t.app, owner.headers, (request) => {
    request.home_quote.policy_holder_details.last_name = ownerSurname;
  });
  const card = await authoriseCard(t.app, bought.priceCents);
  const bind = await asOwner(
    'POST',
    '/api/home/applied_home_quotes/bind',
    cardBind(bought, card.token),
  );
  expect(bind.json().bind_status).toBe('COMPLETED');
  const card2 = await authoriseCard(t.app, bought.priceCents);
  await asOwner('POST', '/api/home/applied_home_quotes/bind_upload', cardBind(bought, card2.token));
  await asOwner('POST', '/api/home/applied_home_quotes/bind_status', {
    quote_reference: bought.quoteReference,
    user_email: ownerEmail,
  });
  const policyId: string = bind.json().policy_creation_response_model.policy_id;
  await asOwner('POST', '/api/home/applied_home_documents/summary', {
    business_processes: ['NEW_BUSINESS'],
    policy_id: policyId,
  });
  const [firstDocument] = await t.app.database.db
    .select({ id: documents.id })
    .from(documents)
    .innerJoin(policies, eq(policies.id, documents.policyId))
    .where(eq(policies.policyId, policyId))
    .limit(1);
  await asOwner('POST', '/api/home/applied_home_documents/document', {
    document_id: firstDocument!.id,
  });

  // Renewals: a direct-debit home policy ending in a month, its offer read, its documents listed,
  // accepted to renew by itself, auto-renewal kept on, the alternative's statement of fact
  // refused, then the renewal bought.
  const renewing = await priceHomeQuote(t.app, owner.headers, (request) => {
    request.home_quote.policy_holder_details.last_name = ownerSurname;
  });
  const renewingBind = await asOwner(
    'POST',
    '/api/home/applied_home_quotes/bind',
    directDebitBind(renewing),
  );
  const [renewingPolicy] = await t.app.database.db
    .update(policies)
    .set({ startDate: isoDateInDays(-334), endDate: isoDateInDays(30) })
    .where(eq(policies.referenceNumber, renewingBind.json().reference_number))
    .returning();
  await t.app.services.renewalCycle.issueOffer({
    policyId: renewingPolicy!.id,
    renewalDate: isoDateInDays(31),
  });
  const renewalOffer = (
    await asOwner('POST', '/api/home/applied_home_renewal/', {
      policy_id: renewingPolicy!.policyId,
    })
  ).json();
  const policyCodeUrl = `/api/home/applied_home_renewal/policy_code/${renewingPolicy!.policyNumber}`;
  await asOwner('GET', policyCodeUrl);
  ownersRequests.delete(routeOf('GET', policyCodeUrl));
  ownersRequests.set('GET /api/home/applied_home_renewal/policy_code/{policyCode}', {
    method: 'GET',
    url: policyCodeUrl,
  });
  const renewalQuote = renewalOffer.quotes[0];
  await asOwner('POST', '/api/home/applied_home_documents/renewal/summary', {
    business_processes: ['RENEWAL_OFFER'],
    policy_id: renewingPolicy!.policyId,
    scheme_code: renewalQuote.scheme_code,
  });
  const renewalAnswers = {
    claims_condition_one: true,
    claims_condition_two: true,
    accepted_terms_and_conditions: true,
    auto_renewal: true,
  };
  await asOwner('POST', '/api/home/applied_home_renewal/accept', {
    policy_id: renewingPolicy!.policyId,
    product_selected: renewalQuote.scheme_code,
    renewal_answers: renewalAnswers,
  });
  await asOwner('PUT', '/api/home/applied_home_renewal/auto_renewal', {
    policy_id: renewingPolicy!.policyId,
    enabled: true,
  });
  await asOwner('POST', '/api/home/applied_home_renewal/statement_of_fact/decline', {
    policy_id: renewingPolicy!.policyId,
  });
  const renewed = await asOwner('POST', '/api/home/applied_home_renewal/bind', {
    ...directDebitBind({
      quoteReference: renewalQuote.quote_reference,
      quote: renewalQuote,
      priceCents: Math.round(renewalQuote.price * 100),
    }),
    renewal_answers: renewalAnswers,
  });
  expect(renewed.json().bind_status).toBe('COMPLETED');

  // Travel: quote, switch to multi-trip, quote again, save the form, buy, list and open documents.
  const ownTravel = (request: ReturnType<typeof travelQuoteRequest>) => {
    request.travel_quote.policy_holder_details.last_name = ownerSurname;
  };
  const travelRequest = travelQuoteRequest(ownTravel);
  const travelQuoted = await asOwner('POST', '/api/travel/travel_quotes', travelRequest);
  const travelReference: string = travelQuoted.json().quote_reference;
  await asOwner('POST', '/api/travel/travel_quotes/recalculate', {
    quote_reference: travelReference,
    is_multi_trip: true,
    policy_start_date: isoDateInDays(5),
  });
  await asOwner('POST', '/api/travel/travel_quotes', {
    ...travelRequest,
    quote_reference: travelReference,
  });
  await asOwner('GET', '/api/travel/travel_quotes/latest');
  await asOwner('PUT', '/api/profile/profile/tempQuote/TRAVEL', {
    aboutYou: { lastName: ownerSurname },
  });
  await asOwner('GET', '/api/profile/profile/tempQuote/TRAVEL');
  const travelBought = await priceTravelQuote(t.app, owner.headers, ownTravel);
  const travelCard = await authoriseTravelCard(t.app, travelBought.priceCents);
  const travelBound = await asOwner(
    'POST',
    '/api/travel/travel_quotes/bind',
    travelBind(travelBought, travelCard.token),
  );
  const listing = await asOwner(
    'GET',
    `/api/travel/travel_quotes/documents?policyReference=${travelBound.json().reference_number}`,
  );
  // A document link opens in the owner's browser (its key cookie); others replay it without.
  const browserKey = listing.cookies.find((cookie) => cookie.name === VISITOR_COOKIE_NAME)!;
  const link: string = listing.json().policies[0].documents[0].url;
  const opened = await t.app.inject({
    method: 'GET',
    url: link,
    headers: { ...owner.headers, cookie: `${VISITOR_COOKIE_NAME}=${browserKey.value}` },
  });
  expect(opened.statusCode).toBe(200);
  ownersRequests.set('GET /api/travel/travel_quotes/documents/{document_id}', {
    method: 'GET',
    url: link,
  });

  // Car: quote, recalculate, quote again, read the latest, buy, list and open documents.
  const ownCar = (request: CarQuoteRequest) => {
    request.motor_quote.main_driver.last_name = ownerSurname;
    request.motor_quote.cover_details.start_date = isoDateInDays(5);
  };
  const carRequest = carQuoteRequest(ownCar);
  const carQuoted = await asOwner('POST', '/api/motor/motor_quotes', carRequest);
  const carReference: string = carQuoted.json().quote_reference;
  ownersLiveCarQuote = carReference;
  await asOwner('POST', '/api/motor/motor_quotes/recalculate', {
    quote_reference: carReference,
    cover_level: 'prestige',
    cover_type: 'COMPREHENSIVE',
    optional_extras: ['ncdProtection'],
  });
  await asOwner('POST', '/api/motor/motor_quotes', {
    ...carRequest,
    quote_reference: carReference,
  });
  await asOwner('GET', '/api/motor/motor_quotes/latest');
  const carBought = await priceCarQuote(t.app, owner.headers, carQuoteRequest(ownCar));
  const carCard = await authoriseCarCard(
    t.app,
    centsOf(levelOf(carBought.answer, 'popular').total_amount),
  );
  const carBound = await asOwner(
    'POST',
    '/api/motor/motor_quotes/bind',
    carCardBind(carBought, 'popular', carCard.token, new Date()),
  );
  const carListing = await asOwner(
    'GET',
    `/api/motor/motor_quotes/documents?policyReference=${carBound.json().reference_number}`,
  );
  const carBrowserKey = carListing.cookies.find((cookie) => cookie.name === VISITOR_COOKIE_NAME);
  const carLink: string = carListing.json().policies[0].documents[0].url;
  const carOpened = await t.app.inject({
    method: 'GET',
    url: carLink,
    headers: {
      ...owner.headers,
      cookie: `${VISITOR_COOKIE_NAME}=${carBrowserKey?.value ?? browserKey.value}`,
    },
  });
  expect(carOpened.statusCode).toBe(200);
  ownersRequests.set('GET /api/motor/motor_quotes/documents/{document_id}', {
    method: 'GET',
    url: carLink,
  });
  // A replacement disc for the car, asked for on request (issue 45).
  const carDocumentsUrl = `/api/policies/${encodeURIComponent(
    carBound.json().policy_creation_response_model.policy_id,
  )}/documents`;
  const disc = await asOwner('POST', carDocumentsUrl, {
    kind: 'replacement_disc',
    request_id: randomUUID(),
  });
  expect(disc.json().display_name).toBe('Replacement Insurance Disc');
  ownersRequests.set('POST /api/policies/{policyId}/documents', {
    ...ownersRequests.get(routeOf('POST', carDocumentsUrl))!,
  });
  ownersRequests.delete(routeOf('POST', carDocumentsUrl));

  for (const url of ['/api/profile/profile', '/api/profile/profile/create/user']) {
    await asOwner('POST', url, {
      title: 'MS',
      first_name: 'Orla',
      last_name: ownerSurname,
      email: ownerEmail,
      address: { address_line1: '1 Main Street', town: 'Cork', county: 'Cork' },
      analyse_transactions: false,
      quote_reference: bought.quoteReference,
    });
  }

  // Changing and leaving a policy: a change, automatic renewal stopped, then the withdrawal.
  const ownersPolicyRoute = async (
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    payload?: object,
  ): Promise<Awaited<ReturnType<typeof asOwner>>> => {
    const url = `/api/policies/${encodeURIComponent(policyId)}${path}`;
    const response = await asOwner(method, url, payload);
    ownersRequests.delete(routeOf(method, url));
    ownersRequests.set(`${method} /api/policies/{policyId}${path}`, {
      method,
      url,
      ...(payload ? { payload } : {}),
    });
    return response;
  };
  // A mid-term change: the versions, a change priced, then made and paid by card.
  await ownersPolicyRoute('GET', '/versions');
  await ownersPolicyRoute('GET', '/payment-schedule');
  // Issue 45: a missed debit paid by card and a new bank account. The owner's policy is paid by
  // card with no missed debit, so the owner's own answer is a 409; only the stranger's is swept.
  for (const [method, path, payload] of [
    [
      'POST',
      '/missed-debits/pay',
      { due_date: isoDateInDays(7), card_token: 'tok_sweep', submission_id: randomUUID() },
    ],
    [
      'PUT',
      '/bank-account',
      {
        account_holder: 'Orla Byrne',
        iban: 'IE29AIBK93115212345678',
        bic: 'AIBKIE2D',
        consent: true,
        submission_id: randomUUID(),
      },
    ],
  ] as const) {
    ownersRequests.set(`${method} /api/policies/{policyId}${path}`, {
      method,
      url: `/api/policies/${encodeURIComponent(policyId)}${path}`,
      payload,
    });
  }
  const change = await ownersPolicyRoute('POST', '/changes/quote', {
    effective_date: isoDateInDays(7),
    change: { home_emergency: true },
  });
  const changeCard = await authoriseCard(t.app, change.json().adjustment_cents);
  await ownersPolicyRoute('POST', '/changes', {
    change_id: change.json().change_id,
    expected_adjustment_cents: change.json().adjustment_cents,
    payment: { method: 'card', token: changeCard.token },
  });
  await ownersPolicyRoute('PUT', '/auto-renewal', { enabled: false });
  const withdrawal = await ownersPolicyRoute('POST', '/cancellation/quote', {
    kind: 'withdrawal',
  });
  await ownersPolicyRoute('POST', '/cancellation', {
    kind: 'withdrawal',
    expected_settlement_cents: withdrawal.json().settlement_cents,
  });

  // Your account: the marketing choices the owner's purchases gave, read and changed.
  await asOwner('GET', '/api/account/marketing');
  const choices = {
    email: false,
    phone: false,
    text: true,
    post: false,
    analyse_transactions: false,
  };
  await asOwner('PUT', '/api/account/marketing/HOME', choices);
  ownersRequests.delete('PUT /api/account/marketing/HOME');
  ownersRequests.set('PUT /api/account/marketing/{policyType}', {
    method: 'PUT',
    url: '/api/account/marketing/HOME',
    payload: choices,
  });

  // Your account: a new sign-in address asked for with the password (the code goes to it; the
  // address changes only when the code comes back, so the owner's stays as it is).
  await asOwner('POST', '/api/account/email', {
    email: 'ownership-sweep-next@example.ie',
    currentPassword: DEMO_PASSWORD,
  });

  // Your account: a trusted contact named (with an e-mail address of the contact's own).
  await asOwner('PUT', '/api/account/trusted-contact', {
    name: 'Trusted Friend',
    relationship: 'friend',
    mobile: '0877654321',
    email: 'trusted-friend@example.ie',
    consent: true,
  });

  // Your account: the address we write to the owner at, typed in lines.
  await asOwner('PUT', '/api/account/address', {
    address: {
      displayAddress: '',
      addressLine1: '3 Harbour Row',
      addressLine2: '',
      addressLine3: '',
      town: 'Cobh',
      county: 'Cork',
      eircode: '',
      addressChosen: false,
    },
  });

  // Your account: a copy of the owner's data, built and downloaded.
  const exported = await asOwner('POST', '/api/account/data-exports');
  const exportId = exported.json().id as string;
  const [exportJob] = await t.app.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.idempotencyKey, `data-export:${exportId}`));
  await t.app.jobRunner.settled(exportJob!.id, 20_000);
  await asOwner('GET', `/api/account/data-exports/${exportId}`);
  ownersRequests.delete(routeOf('GET', `/api/account/data-exports/${exportId}`));
  ownersRequests.set('GET /api/account/data-exports/{exportId}', {
    method: 'GET',
    url: `/api/account/data-exports/${exportId}`,
  });

  // A claim on a policy of the owner's in force since three days ago, and its page.
  const claimed = await buyHomePolicy(t.app, owner.headers, 'card', { daysAgo: 3 });
  const claim = await asOwner('POST', '/api/claims', {
    submission_id: randomUUID(),
    policy_id: claimed.policyId,
    kind: 'storm',
    incident_date: isoDateInDays(-1),
    description: 'A storm took slates off the roof.',
    anyone_hurt: false,
    items: [{ description: 'Roof slates', estimate_cents: 600_00 }],
  });
  // The excess a claim on it would carry: the owner's policy's terms.
  const excessUrl = `/api/claims/excess?${new URLSearchParams({
    policy_id: claimed.policyId,
    kind: 'storm',
    incident_date: isoDateInDays(-1),
  })}`;
  expect((await asOwner('GET', excessUrl)).json().on_record).toBe(true);
  ownersRequests.delete(routeOf('GET', excessUrl));
  ownersRequests.set('GET /api/claims/excess', { method: 'GET', url: excessUrl });
  const claimUrl = `/api/claims/${claim.json().reference}`;
  await asOwner('GET', claimUrl);
  ownersRequests.delete(routeOf('GET', claimUrl));
  ownersRequests.set('GET /api/claims/{reference}', { method: 'GET', url: claimUrl });
  const messageUrl = `${claimUrl}/messages`;
  const messagePayload = { message_id: randomUUID(), body: 'The roofer calls on Monday.' };
  await asOwner('POST', messageUrl, messagePayload);
  ownersRequests.delete(routeOf('POST', messageUrl));
  ownersRequests.set('POST /api/claims/{reference}/messages', {
    method: 'POST',
    url: messageUrl,
    payload: messagePayload,
  });
  // A document on the claim, named and written with the owner's surname, and the document.
  const form = new FormData();
  form.append(
    'file',
    new Blob([`%PDF-1.7 the roofer's quote for ${ownerSurname}`], { type: 'application/pdf' }),
    `${ownerSurname} roofer quote.pdf`,
  );
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const upload: RawBody = {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  };
  const filesUrl = `${claimUrl}/files?upload_id=${randomUUID()}`;
  const uploaded = await t.app.inject({
    method: 'POST',
    url: filesUrl,
    headers: { ...owner.headers, 'content-type': upload.contentType },
    payload: upload.body,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  expect(uploaded.body).toContain(ownerSurname);
  ownersRequests.set('POST /api/claims/{reference}/files', {
    method: 'POST',
    url: filesUrl,
    raw: upload,
  });
  const fileUrl = `${claimUrl}/files/${uploaded.json().files[0].file_id}`;
  expect((await asOwner('GET', fileUrl)).body).toContain(ownerSurname);
  ownersRequests.delete(routeOf('GET', fileUrl));
  ownersRequests.set('GET /api/claims/{reference}/files/{fileId}', { method: 'GET', url: fileUrl });

  // A complaint about the owner's policy (in the owner's own words), their list and its page.
  const complaint = await asOwner('POST', '/api/complaints', {
    submission_id: randomUUID(),
    about: 'policy',
    policy_id: claimed.policyId,
    description: `${ownerSurname} was sent the wrong documents.`,
    wanted: 'The right documents.',
  });
  await asOwner('GET', '/api/complaints');
  const complaintUrl = `/api/complaints/${complaint.json().reference}`;
  expect((await asOwner('GET', complaintUrl)).body).toContain(ownerSurname);
  ownersRequests.delete(routeOf('GET', complaintUrl));
  ownersRequests.set('GET /api/complaints/{reference}', { method: 'GET', url: complaintUrl });

  // An agent quotes for the owner and pays: the agent's payment and documents pages read them.
  const agentQuoted = await t.app.inject({
    method: 'POST',
    url: '/api/agent/home/applied_home_quotes',
    headers: agent.headers,
    payload: {
      ...homeQuoteRequest((request) => {
        request.home_quote.policy_holder_details.email = ownerEmail;
        request.home_quote.policy_holder_details.last_name = ownerSurname;
      }),
      agent: {
        terms_confirmed: true,
        data_security: {
          date_of_birth: true,
          property_address: true,
          correspondence_address: false,
        },
      },
    },
  });
  expect(agentQuoted.statusCode, agentQuoted.body).toBe(200);
  ownersAgentQuote = agentQuoted.json().quote_reference;
  const agentOffer = agentQuoted
    .json()
    .quotes.find((quote: { price: number | null }) => quote.price !== null);
  const agentBought = {
    quoteReference: ownersAgentQuote,
    quote: agentOffer,
    priceCents: Math.round(agentOffer.price * 100),
  };
  const agentCard = await authoriseCard(t.app, agentBought.priceCents);
  const agentPaid = await t.app.inject({
    method: 'POST',
    url: '/api/agent/home/applied_home_quotes/bind',
    headers: agent.headers,
    payload: cardBind(agentBought, agentCard.token),
  });
  expect(agentPaid.json().bind_status, agentPaid.body).toBe('COMPLETED');
  ownersAgentPolicyId = agentPaid.json().policy_creation_response_model.policy_id;
}, 120_000);
afterAll(async () => t?.close());

/** Whether a route's request carries one of the owned identifiers anywhere. */
function takesOwnedIdentifier(operation: Operation): boolean {
  const names = [
    ...operation.pathParameters.map((parameter) => parameter.name),
    ...operation.queryParameters.map((parameter) => parameter.name),
    ...(operation.bodySchema
      ? leafPaths(plausibleValue(operation.bodySchema)).map((path) => String(path.at(-1)))
      : []),
  ];
  return names.some((name) => OWNED_IDENTIFIER_FIELDS.includes(name));
}

describe('ownership sweep', () => {
  it("replays the owner's request on every route that takes an owned identifier", () => {
    const described = operations
      .filter(takesOwnedIdentifier)
      // Staff routes take customers' identifiers by design: they are refused to every customer by
      // role (authentication-first test) and tested with their guards in their own modules.
      .filter((operation) => !isStaffRoute(operation))
      .map((operation) => `${operation.method} ${operation.path}`);
    expect(described.length).toBeGreaterThanOrEqual(8);
    const unswept = described.filter(
      (route) =>
        ![...ownersRequests.keys()].includes(route) &&
        // Identity routes take the caller's own e-mail and own nothing else.
        !route.startsWith('POST /api/auth/') &&
        !['POST /api/verified', 'PUT /api/update_phone_number'].includes(route) &&
        // The demo tools make a customer by e-mail; they take the operator key, not a customer's
        // session (demo-renewal.test.ts refuses a request without it).
        route !== 'POST /api/operator/renewals/customer',
    );
    expect(unswept).toEqual([]);
    console.log(
      `Ownership sweep: ${ownersRequests.size} owner requests on ${described.length} routes, replayed by another customer and a visitor`,
    );
  });

  it.each([
    ['another customer', () => stranger.headers],
    ['a visitor', () => ({})],
  ])("refuses the owner's requests from %s and changes nothing", async (_who, headersOf) => {
    const before = await ownersRows();
    const leaks: string[] = [];
    for (const [route, request] of ownersRequests) {
      const response = await replayOf(request, headersOf());
      if (response.body.includes(ownerSurname) || response.body.includes(ownerEmail)) {
        leaks.push(`${route} answered the owner's data (${response.statusCode})`);
      }
    }
    expect(leaks).toEqual([]);
    const after = await ownersRows();
    expect(after.quotes).toEqual(before.quotes);
    expect(after.policies).toEqual(before.policies);
    expect(after.claims).toEqual(before.claims);
    expect(after.complaints).toEqual(before.complaints);
    expect(after.claimFiles).toEqual(before.claimFiles);
    expect(after.renewalOffers).toEqual(before.renewalOffers);
    expect(after.marketing).toEqual(before.marketing);
    expect(after.documents).toEqual(before.documents);
    expect(after.tempQuote).toEqual(before.tempQuote);
    expect(after.travelTempQuote).toEqual(before.travelTempQuote);
  });

  it('refuses with 401 or 404 every owned-identifier route a visitor or stranger may not use', async () => {
    const answers: string[] = [];
    for (const headers of [stranger.headers, {}]) {
      for (const [route, request] of ownersRequests) {
        // Quote creation ignores a reference the caller cannot reach and makes a new quote.
        if (
          [
            'POST /api/home/applied_home_quotes',
            'POST /api/travel/travel_quotes',
            'POST /api/motor/motor_quotes',
          ].includes(route)
        )
          continue;
        // Routes of the caller's own records (latest quote, form in progress, profile) answer
        // the caller's, checked above to hold nothing of the owner.
        if (
          (!request.payload && !request.raw) ||
          route.includes('tempQuote') ||
          route.includes('/profile/') ||
          route.includes('/account/')
        )
          continue;
        const response = await replayOf(request, headers);
        if (![401, 403, 404].includes(response.statusCode)) {
          answers.push(`${route}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(answers).toEqual([]);
  });
});

/**
 * The agent routes that read a customer's data, each called with the owner's identifiers, and the
 * kind of read its audit row must name. Every route tagged `agent` is here or in
 * AGENT_ROUTES_READING_NO_CUSTOMER, so a new agent route fails this test until it is swept.
 */
function agentReadsOfOwner(): {
  route: string;
  url: string;
  method: 'GET' | 'POST';
  payload?: object;
  as: () => Awaited<ReturnType<typeof signIn>>;
  kind: AgentReadKind;
}[] {
  const asAgent = () => agent;
  const asSuperAgent = () => superAgent;
  return [
    {
      route: 'GET /api/home/search/latest_quotes',
      method: 'GET',
      url: '/api/home/search/latest_quotes?page=0&size=100',
      as: asAgent,
      kind: 'live_quotes',
    },
    {
      route: 'GET /api/motor/search/latest_quotes',
      method: 'GET',
      url: '/api/motor/search/latest_quotes?page=0&size=100',
      as: asAgent,
      kind: 'live_quotes',
    },
    {
      route: 'POST /api/home/applied_home_quotes/latest_quotes_users',
      method: 'POST',
      url: '/api/home/applied_home_quotes/latest_quotes_users',
      payload: { search_option: 'last_name', search_input: ownerSurname },
      as: asAgent,
      kind: 'quote_customers',
    },
    {
      route: 'POST /api/home/applied_home_quotes/latest_quotes',
      method: 'POST',
      url: '/api/home/applied_home_quotes/latest_quotes',
      // The e-mail the owner's home quotes were asked for with.
      payload: { email: homeQuoteRequest().home_quote.policy_holder_details.email },
      as: asAgent,
      kind: 'customer_quotes',
    },
    {
      route: 'POST /api/home/applied_home_quotes/latest_quotes/branch',
      method: 'POST',
      url: '/api/home/applied_home_quotes/latest_quotes/branch',
      payload: { search_criteria: 'Athlone', search_type: 'BRANCH' },
      as: asAgent,
      kind: 'branch_quotes',
    },
    {
      route: 'GET /api/home/applied_home_quotes/latest/policy_code',
      method: 'GET',
      url: `/api/home/applied_home_quotes/latest/policy_code?policyCode=${ownersLiveHomeQuote}`,
      as: asAgent,
      kind: 'selected_quote',
    },
    {
      route: 'POST /api/home/applied_home_quotes/latest',
      method: 'POST',
      url: '/api/home/applied_home_quotes/latest',
      payload: { email: ownerEmail },
      as: asAgent,
      kind: 'latest_quote',
    },
    {
      route: 'POST /api/motor/motor_quotes/latest',
      method: 'POST',
      url: '/api/motor/motor_quotes/latest',
      payload: { email: ownerEmail },
      as: asAgent,
      kind: 'latest_car_quote',
    },
    {
      route: 'GET /api/agent/checkout/customer',
      method: 'GET',
      url: `/api/agent/checkout/customer?quote_reference=${ownersAgentQuote}`,
      as: asAgent,
      kind: 'payment_customer',
    },
    {
      route: 'GET /api/agent/policies/{policy_id}/documents',
      method: 'GET',
      url: `/api/agent/policies/${ownersAgentPolicyId}/documents`,
      as: asAgent,
      kind: 'policy_documents',
    },
    {
      route: 'POST /api/profile/profile/search/email',
      method: 'POST',
      url: '/api/profile/profile/search/email',
      payload: { email: ownerEmail },
      as: asAgent,
      kind: 'profile',
    },
    {
      route: 'POST /api/users/email_lookup',
      method: 'POST',
      url: '/api/users/email_lookup',
      payload: { dropdownValue: 'email', searchInput: ownerEmail },
      as: asAgent,
      kind: 'sign_in_check',
    },
    {
      route: 'POST /api/users',
      method: 'POST',
      url: '/api/users',
      payload: { email: ownerEmail, starts_with: true },
      as: asSuperAgent,
      kind: 'users',
    },
    {
      route: 'POST /api/home/applied_match/search',
      method: 'POST',
      url: '/api/home/applied_match/search',
      payload: { third_party_identifier: ownerId },
      as: asSuperAgent,
      kind: 'portfolio_rows',
    },
  ];
}

/**
 * Agent routes that answer no customer's personal data or policies: the agent's own branch, the
 * staff-only audit (identifiers only), a portfolio code's validity, and the actions that change
 * data, each recorded in its own transaction and tested so in modules/agent, modules/home and
 * modules/car (an agent's quote, re-pricing and payment answer what the agent sent).
 */
const AGENT_ROUTES_READING_NO_CUSTOMER = [
  'GET /api/profile/profile/branches',
  'GET /api/profile/profile/branch',
  'PUT /api/profile/profile/branch',
  'GET /api/agent/audit',
  'GET /api/home/applied_home_quotes/verify/portfolio/{portfolioCode}',
  'PUT /api/home/home_quotes/contacted',
  'PUT /api/motor/motor_quotes/contacted',
  'POST /api/profile/profile/create',
  'POST /api/home/applied_match/match',
  'POST /api/home/applied_match/unmatch',
  'PUT /api/users/phone_number',
  'POST /api/users/agent_sign_up',
  'POST /api/agent/home/applied_home_quotes',
  'POST /api/agent/home/applied_home_quotes/recalculate',
  'POST /api/agent/home/applied_home_quotes/bind',
  'POST /api/agent/home/applied_home_quotes/bind_status',
  'POST /api/agent/motor/motor_quotes',
  'POST /api/agent/motor/motor_quotes/recalculate',
  'POST /api/agent/motor/motor_quotes/bind',
  'POST /api/agent/policies/{policy_id}/documents/email',
];

/** The audit rows naming the owner. */
async function ownersAuditRows() {
  return t.app.database.db
    .select()
    .from(agentActions)
    .where(eq(agentActions.customerUserId, ownerId));
}

/** The audit rows naming the owner that `work` wrote. */
async function ownersAuditRowsOf(work: () => Promise<void>) {
  const before = new Set((await ownersAuditRows()).map((row) => row.id));
  await work();
  return (await ownersAuditRows()).filter((row) => !before.has(row.id));
}

async function ownersTrail() {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/profile/profile/agent_actions?size=100',
    headers: owner.headers,
  });
  expect(response.statusCode).toBe(200);
  return customerAgentActionsPageSchema.parse(response.json()).content;
}

const answersOwnersData = (body: string) =>
  body.includes(ownerSurname) || body.includes(ownerEmail) || body.includes(ownerId);

describe("agents' reads of the owner's data", () => {
  it('sweeps every agent route, or says why it reads no customer', () => {
    const agentRoutes = operations
      .filter((operation) => operation.tags?.includes('agent'))
      .map((operation) => `${operation.method} ${operation.path}`);
    const swept = agentReadsOfOwner().map((read) => read.route);
    expect(agentRoutes.length).toBeGreaterThanOrEqual(20);
    expect(
      agentRoutes.filter(
        (route) => !swept.includes(route) && !AGENT_ROUTES_READING_NO_CUSTOMER.includes(route),
      ),
    ).toEqual([]);
  });

  it("records each read of the owner's data for the owner, shown on their trail in its own words", async () => {
    // One of the owner's quotes taken at a branch, so the branch's list shows it.
    const athlone = (await t.repositories.branches.list()).find(
      (branch) => branch.branch_name === 'Athlone',
    )!;
    await t.repositories.agentQuotes.placeForDemo(ownersLiveHomeQuote, {
      branchId: athlone.id,
      createdAt: new Date(),
    });
    // And a portfolio code paired with the owner, so their portfolio rows name them.
    const paired = await t.app.inject({
      method: 'POST',
      url: '/api/home/applied_match/match',
      headers: superAgent.headers,
      payload: { portfolio_code: DEMO_MATCH_PORTFOLIO_CODES[2], third_party_identifier: ownerId },
    });
    expect(paired.json(), paired.body).toMatchObject({ successfully_paired: true });
    const unrecorded: string[] = [];
    for (const read of agentReadsOfOwner()) {
      const rows = await ownersAuditRowsOf(async () => {
        const response = await t.app.inject({
          method: read.method,
          url: read.url,
          headers: read.as().headers,
          ...(read.payload ? { payload: read.payload } : {}),
        });
        expect(response.statusCode, `${read.route}: ${response.body}`).toBe(200);
        expect(answersOwnersData(response.body), `${read.route} answered the owner`).toBe(true);
      });
      if (rows.length !== 1) {
        unrecorded.push(`${read.route}: ${rows.length} rows naming the owner`);
        continue;
      }
      const [row] = rows;
      // Identifiers only: nothing the owner typed or is called.
      expect(answersOwnersData(JSON.stringify(row!.details)), read.route).toBe(false);
      expect(row!.details, read.route).toMatchObject(
        read.kind === 'profile' || read.kind === 'latest_quote' || read.kind === 'selected_quote'
          ? { view: read.kind }
          : {},
      );
      const [latest] = await ownersTrail();
      expect(latest!.description, read.route).toBe(AGENT_READ_DESCRIPTIONS[read.kind]);
    }
    expect(unrecorded).toEqual([]);
    expect(ownersLiveCarQuote).toBeTruthy();
    console.log(
      `Ownership sweep: ${agentReadsOfOwner().length} agent reads of the owner's data, each recorded for the owner`,
    );
  });

  it("answers an agent nothing of the owner's from the owner's own routes unless it is recorded", async () => {
    const before = await ownersRows();
    const unrecorded: string[] = [];
    for (const [route, request] of ownersRequests) {
      let answered = '';
      const rows = await ownersAuditRowsOf(async () => {
        const response = await replayOf(request, agent.headers);
        answered = response.body;
      });
      if (answersOwnersData(answered) && rows.length === 0) {
        unrecorded.push(`${route} answered the owner's data to an agent unrecorded`);
      }
    }
    expect(unrecorded).toEqual([]);
    const after = await ownersRows();
    expect(after.quotes).toEqual(before.quotes);
    expect(after.policies).toEqual(before.policies);
    expect(after.claims).toEqual(before.claims);
    expect(after.complaints).toEqual(before.complaints);
    expect(after.claimFiles).toEqual(before.claimFiles);
    expect(after.renewalOffers).toEqual(before.renewalOffers);
    expect(after.marketing).toEqual(before.marketing);
    expect(after.tempQuote).toEqual(before.tempQuote);
    expect(after.travelTempQuote).toEqual(before.travelTempQuote);
  });
});
