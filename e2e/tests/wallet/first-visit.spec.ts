import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_CUSTOMER, E2E_BASE_URL } from '../../support/environment';
import { expect, test } from '../../support/fixtures';
import { watchPageLoad } from '../../support/page-load-watch';

/** Where a visitor lands (docs/decisions/0008): the same pages `npm run bench` measures. */
const LANDING_PAGES = [
  '/wallet',
  '/wallet/getquote/aboutYou',
  '/wallet/product/home',
  '/wallet/getgenericquote/travel',
  '/wallet/getgenericquote/car',
];

/** How long the document's second part is held back, as a slow network or phone would. */
const DOCUMENT_PAUSE_MS = 1_000;

/**
 * A server in front of the product that passes every request on (method, type and body), but
 * sends the page at `path` in two parts, split where its main content starts, `DOCUMENT_PAUSE_MS`
 * apart: the browser has the header long before the rest, as a phone that parses the document in
 * several turns has.
 */
async function startDocumentInTwoParts(path: string) {
  const pass = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const upstream = await fetch(`${E2E_BASE_URL}${request.url}`, {
      method: request.method,
      headers: {
        accept: request.headers.accept ?? '*/*',
        'accept-encoding': 'identity',
        ...(request.headers['content-type'] && { 'content-type': request.headers['content-type'] }),
      },
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    // The body is passed on whole and uncompressed, so its length and encoding are this server's.
    const headers: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (!['content-length', 'content-encoding'].includes(name)) headers[name] = value;
    });
    response.writeHead(upstream.status, headers);
    const body = Buffer.from(await upstream.arrayBuffer());
    if (request.url !== path) return response.end(body);
    const html = body.toString('utf8');
    const split = html.indexOf('<main');
    expect(split, `the drawn page at ${path} has its main content`).toBeGreaterThan(0);
    response.write(html.slice(0, split));
    setTimeout(() => response.end(html.slice(split)), DOCUMENT_PAUSE_MS);
  };
  const server = createServer((request, response) => {
    pass(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

test.describe('a first visit', () => {
  for (const path of LANDING_PAGES) {
    test(`${path}: no console error, no policy report, no refresh call, nothing shifts`, async ({
      page,
    }) => {
      const watch = await watchPageLoad(page);
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('.site-footer')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { cspViolations, layoutShifts } = await watch.inPage();
      expect(watch.consoleErrors).toEqual([]);
      expect(cspViolations).toEqual([]);
      expect(watch.refreshCalls).toEqual([]);
      expect(layoutShifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    });
  }

  test('a document that arrives in parts is painted once its first screen is whole, so nothing shifts', async ({
    page,
  }) => {
    const server = await startDocumentInTwoParts('/wallet');
    try {
      const watch = await watchPageLoad(page);
      await page.goto(`${server.url}/wallet`);
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const firstContentfulPaint = await page.evaluate(
        () =>
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ??
          Number.POSITIVE_INFINITY,
      );
      expect(firstContentfulPaint).toBeGreaterThanOrEqual(DOCUMENT_PAUSE_MS);
      expect(firstContentfulPaint).toBeLessThan(Number.POSITIVE_INFINITY);
      const { layoutShifts } = await watch.inPage();
      expect(layoutShifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    } finally {
      await server.close();
    }
  });

  test('a returning customer: the session comes back through one refresh, and nothing shifts while it is checked', async ({
    page,
    signIn,
  }) => {
    await signIn(DEMO_CUSTOMER.email);
    const watch = await watchPageLoad(page);
    await page.goto('/wallet/product/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home Insurance' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(watch.refreshCalls).toHaveLength(1);
    const { layoutShifts } = await watch.inPage();
    expect(layoutShifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });
});
