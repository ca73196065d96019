import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  productDocumentLinksResponseSchema,
  type ProductDocumentLinksResponse,
} from '@wallet/domain';
import { pdfInfo, pdfPagesText } from '../../adapters/documents/pdf-text-for-tests.js';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { isoDateInDays } from '../../test/home-quote-fixtures.js';
import {
  EXAMPLE_CAR_TODAY,
  authoriseCarCard,
  carCardBind,
  centsOf,
  levelOf,
  priceCarQuote,
} from '../../test/car-quote-fixtures.js';
import {
  authoriseTravelCard,
  priceTravelQuote,
  travelBind,
} from '../../test/travel-quote-fixtures.js';
import { createTestApp, createTestClock, signIn, type TestApp } from '../../test/test-app.js';
import { VISITOR_COOKIE_NAME } from '../quotes/index.js';

const clock = createTestClock(EXAMPLE_CAR_TODAY);
let t: TestApp;
let owner: Awaited<ReturnType<typeof signIn>>;
let stranger: Awaited<ReturnType<typeof signIn>>;
let policyReference: string;
let policyNumber: string;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  owner = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
  stranger = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
  const quote = await priceCarQuote(t.app, owner.headers);
  const card = await authoriseCarCard(
    t.app,
    centsOf(levelOf(quote.answer, 'popular').total_amount),
  );
  const bind = await t.app.inject({
    method: 'POST',
    url: '/api/motor/motor_quotes/bind',
    headers: owner.headers,
    payload: carCardBind(quote, 'popular', card.token, clock.now()),
  });
  const created = bind.json().policy_creation_response_model;
  policyReference = created.reference_number;
  policyNumber = created.policy_number;
});
afterAll(async () => t?.close());

const DOCUMENTS = '/api/motor/motor_quotes/documents';

const list = (headers: Record<string, string>, reference = policyReference) =>
  t.app.inject({
    method: 'GET',
    url: `${DOCUMENTS}?policyReference=${encodeURIComponent(reference)}`,
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

describe('GET /api/motor/motor_quotes/documents', () => {
  it('lists the four car documents with their links', async () => {
    const { body } = await ownersList();
    expect(body.policies).toHaveLength(1);
    expect(body.policies[0]!.policy_reference).toBe(policyReference);
    expect(body.policies[0]!.documents.map((document) => document.name).sort()).toEqual([
      'Certificate of Motor Insurance',
      'Insurance Disc',
      'No Claims Bonus Statement',
      'Policy Schedule',
    ]);
    for (const document of body.policies[0]!.documents) {
      expect(document.url).toMatch(
        /^\/api\/motor\/motor_quotes\/documents\/[0-9a-f-]{36}\?expires=\d+&sign_in=[0-9a-f-]{36}&signature=/,
      );
    }
  });

  it('opens each link as the policy’s PDF in the owner’s browser', async () => {
    const { body, cookie } = await ownersList();
    for (const document of body.policies[0]!.documents) {
      const response = await open(document.url, { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdfInfo(response.rawPayload).Title).toBe(`${document.name} ${policyNumber}`);
      const text = pdfPagesText(response.rawPayload).join(' ');
      expect(text).toContain(`Policy Code ${policyNumber}`);
      expect(text).toContain('RSA Insurance Ireland DAC');
      if (document.name === 'Certificate of Motor Insurance') {
        expect(text).toContain('Registration mark of the vehicle 191-D-12345');
        expect(text).toContain("Ms. Niamh O'Sullivan (the policyholder)");
      }
    }
  });

  it('answers another customer, a visitor and an unknown reference as if there were no policy', async () => {
    const other = await list(stranger.headers);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(policyNumber);
    expect((await list({})).statusCode).toBe(401);
    expect((await list(owner.headers, 'MPR-0')).statusCode).toBe(404);
    expect((await list(owner.headers, '')).statusCode).toBe(400);
  });

  it('lists only car policies: a travel policy of the same owner is not a car policy', async () => {
    // The trip of the travel fixture, a month from the server's day.
    const travel = await priceTravelQuote(t.app, owner.headers, (request) => {
      const start = isoDateInDays(30, clock.now());
      request.travel_quote.date_of_travel = start;
      request.travel_quote.cover_details.start_date = start;
      request.travel_quote.cover_details.end_date = isoDateInDays(37, clock.now());
    });
    const card = await authoriseTravelCard(t.app, travel.priceCents);
    const bound = await t.app.inject({
      method: 'POST',
      url: '/api/travel/travel_quotes/bind',
      headers: owner.headers,
      payload: travelBind(travel, card.token),
    });
    const travelReference = bound.json().policy_creation_response_model.reference_number as string;
    expect((await list(owner.headers, travelReference)).statusCode).toBe(404);
    // Nor does a car link open through the travel documents' path.
    const { body, cookie } = await ownersList();
    const url = body.policies[0]!.documents[0]!.url;
    const throughTravel = url.replace('/motor/motor_quotes/', '/travel/travel_quotes/');
    expect((await open(throughTravel, { cookie })).statusCode).toBe(404);
    expect((await open(url, { cookie })).statusCode).toBe(200);
  });

  it('opens a link for nobody else: not without the browser key, not in another browser', async () => {
    const { body } = await ownersList();
    const url = body.policies[0]!.documents[0]!.url;
    expect((await open(url)).statusCode).toBe(404);
    expect((await open(url, stranger.headers)).statusCode).toBe(404);
    const foreign = `${VISITOR_COOKIE_NAME}=${'A'.repeat(43)}`;
    expect((await open(url, { cookie: foreign })).statusCode).toBe(404);
  });

  it('opens nothing through a changed or expired link', async () => {
    const { body, cookie } = await ownersList();
    const url = body.policies[0]!.documents[0]!.url;
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
