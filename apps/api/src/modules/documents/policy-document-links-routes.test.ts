import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_UNAVAILABLE_PATH, productDocumentLinksResponseSchema } from '@wallet/domain';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { createTestApp, createTestClock, signIn, type TestApp } from '../../test/test-app.js';
import { VISITOR_COOKIE_NAME } from '../quotes/index.js';

/**
 * A document link that opens nothing (expired, changed, or its sign-in ended) answers the browser
 * that opens it in a tab with the app's page that says so, and an API client with its 4xx in JSON,
 * for car and travel alike.
 */
const clock = createTestClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => t?.close());

/** What a browser sends when it opens a link in a tab (Chrome's and Firefox's Accept). */
const BROWSER_TAB = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
};
const API_CLIENT = { accept: 'application/json' };

/** The demo customer's seeded car and travel policies (seed.ts demoPolicies). */
const PRODUCTS = [
  { product: 'car', path: '/api/motor/motor_quotes/documents', reference: 'MQ-20000873' },
  { product: 'travel', path: '/api/travel/travel_quotes/documents', reference: 'TQ-30001562' },
] as const;

describe.each(PRODUCTS)('a $product document link that opens nothing', ({ path, reference }) => {
  /** A new sign-in of the demo customer, its first document link and the browser key it needs. */
  async function freshLink() {
    const session = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
    const response = await t.app.inject({
      method: 'GET',
      url: `${path}?policyReference=${reference}`,
      headers: session.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const key = response.cookies.find((each) => each.name === VISITOR_COOKIE_NAME)!;
    const documents = productDocumentLinksResponseSchema.parse(response.json()).policies[0]!;
    return {
      session,
      url: documents.documents[0]!.url,
      cookie: `${VISITOR_COOKIE_NAME}=${key.value}`,
    };
  }

  const open = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers });

  function expectTheAppsPage(response: Awaited<ReturnType<typeof open>>) {
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe(DOCUMENT_UNAVAILABLE_PATH);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain('statusCode');
  }

  it('still opens the PDF while the link holds, for a browser tab as for a client', async () => {
    const { url, cookie } = await freshLink();
    const inTab = await open(url, { ...BROWSER_TAB, cookie });
    expect(inTab.statusCode).toBe(200);
    expect(inTab.headers['content-type']).toBe('application/pdf');
    expect((await open(url, { ...API_CLIENT, cookie })).statusCode).toBe(200);
  });

  it('sends a browser tab to the app’s page once expired; a client hears 404', async () => {
    const { url, cookie } = await freshLink();
    clock.advanceMinutes(6);
    expectTheAppsPage(await open(url, { ...BROWSER_TAB, cookie }));
    const client = await open(url, { ...API_CLIENT, cookie });
    expect(client.statusCode).toBe(404);
    expect(client.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No such document, or the link has expired.',
    });
    // Without an Accept header (curl, a script) the answer is the API's too.
    expect((await open(url, { cookie })).statusCode).toBe(404);
  });

  it('sends a browser tab to the app’s page once the sign-in has ended', async () => {
    const { session, url, cookie } = await freshLink();
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: session.headers,
    });
    expect(signOut.statusCode).toBe(204);
    expectTheAppsPage(await open(url, { ...BROWSER_TAB, cookie }));
    expect((await open(url, { ...API_CLIENT, cookie })).statusCode).toBe(404);
  });

  it('sends a browser tab to the app’s page in another browser, and for a changed link', async () => {
    const { url, cookie } = await freshLink();
    expectTheAppsPage(await open(url, BROWSER_TAB));
    const forged = url.replace(/signature=[^&]+/, 'signature=forged');
    expectTheAppsPage(await open(forged, { ...BROWSER_TAB, cookie }));
    expect((await open(forged, { ...API_CLIENT, cookie })).statusCode).toBe(404);
  });

  it('answers a cut-short or mangled link with the app’s page, and a client with 400', async () => {
    const { url, cookie } = await freshLink();
    const [address = '', query = ''] = url.split('?');
    const mangled = [
      address,
      `${address}?${query.replace(/&signature=[^&]+/, '')}`,
      `${address}?${query.replace(/expires=\d+/, 'expires=soon')}`,
      `${address.replace(/[0-9a-f-]{36}$/, 'not-a-document')}?${query}`,
      `${address}?${query}&signature=twice`,
    ];
    for (const link of mangled) {
      expectTheAppsPage(await open(link, { ...BROWSER_TAB, cookie }));
      const client = await open(link, { ...API_CLIENT, cookie });
      expect(client.statusCode, link).toBe(400);
      expect(client.json().message).toBe('The request is not valid.');
    }
  });
});
