import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  productDocumentLinksResponseSchema,
  type ProductDocumentLinksResponse,
} from '@wallet/domain';
import { pdfInfo, pdfPagesText } from '../../adapters/documents/pdf-text-for-tests.js';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { isoDateInDays } from '../../test/home-quote-fixtures.js';
import {
  createTestApp,
  createTestClock,
  latestCode,
  signIn,
  type TestApp,
} from '../../test/test-app.js';
import {
  authoriseTravelCard,
  priceTravelQuote,
  travelBind,
} from '../../test/travel-quote-fixtures.js';
import { VISITOR_COOKIE_NAME } from '../quotes/index.js';

const clock = createTestClock();
let t: TestApp;
let owner: Awaited<ReturnType<typeof signIn>>;
let stranger: Awaited<ReturnType<typeof signIn>>;
let policyReference: string;
let policyNumber: string;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  owner = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
  stranger = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
  const quote = await priceTravelQuote(t.app, owner.headers, (request) => {
    request.travel_quote.policy_holder_details.last_name = 'Ní Bhriain';
  });
  const card = await authoriseTravelCard(t.app, quote.priceCents);
  const bind = await t.app.inject({
    method: 'POST',
    url: '/api/travel/travel_quotes/bind',
    headers: owner.headers,
    payload: travelBind(quote, card.token),
  });
  const created = bind.json().policy_creation_response_model;
  policyReference = created.reference_number;
  policyNumber = created.policy_number;
});
afterAll(async () => t?.close());

const list = (headers: Record<string, string>, reference = policyReference) =>
  t.app.inject({
    method: 'GET',
    url: `/api/travel/travel_quotes/documents?policyReference=${encodeURIComponent(reference)}`,
    headers,
  });

/** The owner's list, and the browser key cookie its links are bound to. */
async function ownersList(): Promise<{ body: ProductDocumentLinksResponse; cookie: string }> {
  const response = await list(owner.headers);
  expect(response.statusCode, response.body).toBe(200);
  const key = response.cookies.find((each) => each.name === VISITOR_COOKIE_NAME)!;
  return {
    body: productDocumentLinksResponseSchema.parse(response.json()),
    cookie: `${VISITOR_COOKIE_NAME}=${key.value}`,
  };
}

const open = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/travel/travel_quotes/documents', () => {
  it('lists the certificate, benefits schedule and product information with links', async () => {
    const { body } = await ownersList();
    expect(body.policies).toHaveLength(1);
    expect(body.policies[0]!.policy_reference).toBe(policyReference);
    expect(body.policies[0]!.documents.map((document) => document.name)).toEqual([
      'Schedule of Benefits',
      'Insurance Product Information Document',
      'Travel Insurance Certificate',
    ]);
    for (const document of body.policies[0]!.documents) {
      expect(document.url).toMatch(
        /^\/api\/travel\/travel_quotes\/documents\/[0-9a-f-]{36}\?expires=\d+&sign_in=[0-9a-f-]{36}&signature=/,
      );
    }
  });

  it('opens each link as a valid PDF in the owner’s browser', async () => {
    const { body, cookie } = await ownersList();
    const texts: Record<string, string> = {};
    for (const document of body.policies[0]!.documents) {
      const response = await open(document.url, { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdfInfo(response.rawPayload).Title).toBe(`${document.name} ${policyNumber}`);
      const text = pdfPagesText(response.rawPayload).join(' ');
      expect(text).toContain(policyNumber);
      expect(text).toContain('Mrs. Aoife Ní Bhriain');
      expect(text).toContain('Chubb European Group SE');
      texts[document.name] = text;
    }
    const certificate = texts['Travel Insurance Certificate']!;
    const [day, month, year] = isoDateInDays(30).split('-').reverse();
    expect(certificate).toContain(`${day}/${month}/${year}`);
    for (const expected of [
      'Single Trip',
      'Austria',
      'Europe excluding Albania',
      'You and family',
      'Cian Murphy',
      'Winter sports Included',
      'Car hire excess Included',
      'Business Not included',
      'Government levy €3.21',
      'Stamp duty €1.00',
      'Total payable (including government levy and stamp duty) €68.48',
      '+353 1 488 4061',
    ]) {
      expect(certificate).toContain(expected);
    }
    // Health cover abroad is an answer of About you (a discount), not an extra offered to choose.
    expect(certificate).not.toMatch(/Private medical insurance (Included|Not included)/);
    const benefits = texts['Schedule of Benefits']!;
    for (const expected of [
      'Medical expenses Unlimited',
      'Cancellation €4,000',
      'Personal property €1,500',
      'Personal accident €30,000',
      'Personal liability €2,500,000',
      'Overseas legal expenses €30,000',
      '€5,000',
    ]) {
      expect(benefits).toContain(expected);
    }
    expect(texts['Insurance Product Information Document']).toContain('What is not insured?');
  });

  it('answers another customer, and a visitor, as if the policy did not exist', async () => {
    const other = await list(stranger.headers);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Bhriain');
    expect((await list({})).statusCode).toBe(401);
    expect((await list(owner.headers, 'TPR-0')).statusCode).toBe(404);
  });

  it('opens a link for nobody else: not without the browser key, not in another browser', async () => {
    const { body } = await ownersList();
    const url = body.policies[0]!.documents[0]!.url;
    expect((await open(url)).statusCode).toBe(404);
    expect((await open(url, stranger.headers)).statusCode).toBe(404);
    // A browser with a key of its own (one the owner's browser did not get).
    const foreign = `${VISITOR_COOKIE_NAME}=${'A'.repeat(43)}`;
    expect((await open(url, { cookie: foreign })).statusCode).toBe(404);
  });

  it('refuses a changed or expired link', async () => {
    const { body, cookie } = await ownersList();
    const url = body.policies[0]!.documents[0]!.url;
    // The signature's first character, changed to another (a signature may start with 'x').
    const forged = url.replace(
      /signature=(.)/,
      (_match, first: string) => `signature=${first === 'x' ? 'y' : 'x'}`,
    );
    expect((await open(forged, { cookie })).statusCode).toBe(404);
    const later = url.replace(/expires=(\d+)/, (_match, at: string) => `expires=${Number(at) + 1}`);
    expect((await open(later, { cookie })).statusCode).toBe(404);
    const otherDocument = body.policies[0]!.documents[1]!.url;
    const swapped = `${otherDocument.split('?')[0]}?${url.split('?')[1]}`;
    expect((await open(swapped, { cookie })).statusCode).toBe(404);
    expect((await open(url, { cookie })).statusCode).toBe(200);
    clock.advanceMinutes(6);
    expect((await open(url, { cookie })).statusCode).toBe(404);
  });
});

describe('a document link dies with the sign-in that asked for it', () => {
  /** The owner's list from a sign-in of its own, and how to end that sign-in. */
  async function listOfNewSignIn() {
    const session = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
    const response = await list(session.headers);
    expect(response.statusCode).toBe(200);
    const key = response.cookies.find((each) => each.name === VISITOR_COOKIE_NAME)!;
    return {
      session,
      url: productDocumentLinksResponseSchema.parse(response.json()).policies[0]!.documents[0]!.url,
      cookie: `${VISITOR_COOKIE_NAME}=${key.value}`,
    };
  }

  it('opens nothing once that sign-in is signed out, while another sign-in goes on', async () => {
    const { session, url, cookie } = await listOfNewSignIn();
    expect((await open(url, { cookie })).statusCode).toBe(200);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: session.headers,
    });
    expect(signOut.statusCode).toBe(204);
    expect((await open(url, { cookie })).statusCode).toBe(404);
    expect((await list(owner.headers)).statusCode).toBe(200);
  });

  it('opens nothing under another sign-in of the same customer, nor without one', async () => {
    const first = await listOfNewSignIn();
    const second = await listOfNewSignIn();
    const otherSignIn = /sign_in=([0-9a-f-]{36})/.exec(second.url)![1]!;
    const moved = first.url.replace(/sign_in=[0-9a-f-]{36}/, `sign_in=${otherSignIn}`);
    expect((await open(moved, { cookie: first.cookie })).statusCode).toBe(404);
    const without = first.url.replace(/&sign_in=[0-9a-f-]{36}/, '');
    expect((await open(without, { cookie: first.cookie })).statusCode).toBe(404);
    expect((await open(first.url, { cookie: first.cookie })).statusCode).toBe(200);
  });

  // Last: the reset changes the owner's password and ends every sign-in of theirs.
  it('opens nothing after a password reset', async () => {
    const { url, cookie } = await listOfNewSignIn();
    expect((await open(url, { cookie })).statusCode).toBe(200);
    const email = DEMO_ACCOUNTS.newCustomer.email;
    const post = (path: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api${path}`, payload });
    expect((await post('/auth/forgot-password', { email })).statusCode).toBe(200);
    const code = await latestCode(t.app, email);
    const reset = await post('/auth/confirm-forgot-password', {
      email,
      code,
      password: 'Another-Password-2026!',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await open(url, { cookie })).statusCode).toBe(404);
  });
});
