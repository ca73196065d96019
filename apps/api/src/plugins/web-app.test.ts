import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '@wallet/domain';
import { loadConfig } from '../config.js';
import { captureLogs } from '../test/log-capture.js';
import { createTestApp, testEnvironment, type TestApp } from '../test/test-app.js';
import { routeMatches } from '@wallet/domain';
import { registerWebApp } from './web-app.js';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>';
const RATE_LIMIT_MAX = 60;
/** The build's copies of index.html for pages a visitor lands on (apps/web/build/page-bundles.ts). */
const LANDING_PAGES = {
  '/': 'landing/root.html',
  '/wallet/getquote/:step': 'landing/wallet-getquote-step.html',
  '/wallet/getgenericquote/travel': 'landing/wallet-getgenericquote-travel.html',
};
const landingHtml = (route: string) => INDEX_HTML.replace('</head>', `<!-- ${route} --></head>`);
const DRAWN_PAGE = {
  route: '/wallet',
  html: 'landing/wallet.html',
  body: INDEX_HTML.replace('<div id="root"></div>', '<div id="root"><h1>Visitor</h1></div>'),
  signedInHtml: 'landing/signed-in/wallet.html',
  signedInBody: landingHtml('/wallet'),
  agentHtml: 'landing/agent/wallet.html',
  agentBody: INDEX_HTML.replace(
    '<div id="root"></div>',
    '<div id="root" inert><h1>Agent</h1></div>',
  ),
};

/** A private page whose frame the build drew for a returning customer (decision 0041). */
const FRAMED_PAGE = {
  route: '/manage',
  signedInHtml: 'landing/signed-in/manage.html',
  signedInBody: INDEX_HTML.replace(
    '<div id="root"></div>',
    '<div id="root"><h1>Manage My Insurance</h1></div>',
  ),
};

let distDir: string;
let t: TestApp;
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'wallet-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(distDir, 'assets', 'app-1a2b.js'), 'console.log("app");');
  writeFileSync(join(distDir, 'robots.txt'), 'User-agent: *');
  mkdirSync(join(distDir, 'landing'));
  for (const [route, html] of Object.entries(LANDING_PAGES)) {
    writeFileSync(join(distDir, html), landingHtml(route));
  }
  // A page drawn for a visitor at build time, and its copy for a returning customer.
  mkdirSync(join(distDir, 'landing', 'signed-in'));
  writeFileSync(join(distDir, DRAWN_PAGE.html), DRAWN_PAGE.body);
  writeFileSync(join(distDir, DRAWN_PAGE.signedInHtml), DRAWN_PAGE.signedInBody);
  mkdirSync(join(distDir, 'landing', 'agent'));
  writeFileSync(join(distDir, DRAWN_PAGE.agentHtml), DRAWN_PAGE.agentBody);
  writeFileSync(join(distDir, FRAMED_PAGE.signedInHtml), FRAMED_PAGE.signedInBody);
  writeFileSync(
    join(distDir, 'landing-pages.json'),
    JSON.stringify({
      pages: [
        ...Object.entries(LANDING_PAGES).map(([route, html]) => ({ route, html })),
        {
          route: DRAWN_PAGE.route,
          html: DRAWN_PAGE.html,
          signedInHtml: DRAWN_PAGE.signedInHtml,
          agentHtml: DRAWN_PAGE.agentHtml,
        },
        { route: FRAMED_PAGE.route, html: 'index.html', signedInHtml: FRAMED_PAGE.signedInHtml },
      ],
    }),
  );
  // What the build's precompression writes beside each text file.
  for (const file of [
    'index.html',
    join('assets', 'app-1a2b.js'),
    ...Object.values(LANDING_PAGES),
  ]) {
    const content = readFileSync(join(distDir, file));
    writeFileSync(join(distDir, `${file}.br`), brotliCompressSync(content));
    writeFileSync(join(distDir, `${file}.gz`), gzipSync(content));
  }
  t = await createTestApp({
    seed: false,
    env: { NODE_ENV: 'production', WEB_DIST_DIR: distDir, RATE_LIMIT_MAX: String(RATE_LIMIT_MAX) },
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('production mode serves the built web app', () => {
  it('answers index.html for app pages, with the strict policy and no caching', async () => {
    for (const url of ['/wallet/product/home', '/login?next=%2Fwallet']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it('answers a landing page with its own copy of index.html, which asks for its code', async () => {
    const cases: [url: string, route: string][] = [
      ['/', '/'],
      ['/wallet/getquote/aboutYou', '/wallet/getquote/:step'],
      ['/Wallet/GetQuote/aboutYou', '/wallet/getquote/:step'],
      ['/wallet/getquote/yourCover?resume=1', '/wallet/getquote/:step'],
      ['/wallet/getquote/yourHome/', '/wallet/getquote/:step'],
      ['/wallet/getgenericquote/travel', '/wallet/getgenericquote/travel'],
    ];
    for (const [url, route] of cases) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(landingHtml(route));
      expect(response.headers['cache-control'], url).toBe('no-cache');
      // A page's headers: the app's policy, not the API's.
      expect(String(response.headers['content-security-policy']), url).toContain(
        "script-src 'self'",
      );
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(landingHtml(route));
    }
    // Any other page, and an address only like a landing page's, gets index.html.
    for (const url of ['/wallet/getquote', '/wallet/getgenericquote/car', '/wallet/documents']) {
      expect((await t.app.inject({ method: 'GET', url })).body, url).toBe(INDEX_HTML);
    }
  });

  it("answers a returning customer a drawn page's copy without the visitor's first screen", async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/wallet' });
    expect(visitor.body).toBe(DRAWN_PAGE.body);
    // The answer depends on the cookie: no cache may give one browser's to another.
    expect(visitor.headers.vary).toMatch(/cookie/i);
    for (const cookie of ['wallet_session=1', 'other=2; wallet_session=1']) {
      const customer = await t.app.inject({
        method: 'GET',
        url: '/wallet?from=email',
        headers: { cookie: cookie.replace('wallet_session', SESSION_HINT_COOKIE) },
      });
      expect(customer.statusCode, cookie).toBe(200);
      expect(customer.body, cookie).toBe(DRAWN_PAGE.signedInBody);
      expect(customer.headers['cache-control'], cookie).toBe('no-cache');
      expect(customer.headers.vary, cookie).toMatch(/cookie/i);
    }
    // An empty hint is no session; a page without a drawn first screen is the same for both.
    const emptyHint = await t.app.inject({
      method: 'GET',
      url: '/wallet',
      headers: { cookie: `${SESSION_HINT_COOKIE}=` },
    });
    expect(emptyHint.body).toBe(DRAWN_PAGE.body);
    const quote = await t.app.inject({
      method: 'GET',
      url: '/wallet/getgenericquote/travel',
      headers: { cookie: `${SESSION_HINT_COOKIE}=1` },
    });
    expect(quote.body).toBe(landingHtml('/wallet/getgenericquote/travel'));
  });

  it("answers a branch agent their wallet's frame, and a claims handler the customer's copy", async () => {
    const page = (hint: string, url = '/wallet') =>
      t.app.inject({ method: 'GET', url, headers: { cookie: `${SESSION_HINT_COOKIE}=${hint}` } });
    for (const hint of ['agent', 'super_agent']) {
      const agent = await page(hint);
      expect(agent.body, hint).toBe(DRAWN_PAGE.agentBody);
      expect(agent.headers.vary, hint).toMatch(/cookie/i);
      // The agent's other pages are as anyone signed in gets them.
      expect((await page(hint, '/manage')).body, hint).toBe(FRAMED_PAGE.signedInBody);
    }
    // A claims handler's wallet is their queue; an older hint ('1') or any other is a customer's.
    for (const hint of ['claims_handler', '1', 'customer', 'AGENT']) {
      expect((await page(hint)).body, hint).toBe(DRAWN_PAGE.signedInBody);
    }
  });

  it("answers a returning customer a private page's frame, and a visitor index.html", async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/manage' });
    expect(visitor.body).toBe(INDEX_HTML);
    expect(visitor.headers.vary).toMatch(/cookie/i);
    const customer = await t.app.inject({
      method: 'GET',
      url: '/manage?from=email',
      headers: { cookie: `${SESSION_HINT_COOKIE}=1` },
    });
    expect(customer.body).toBe(FRAMED_PAGE.signedInBody);
    expect(customer.headers['cache-control']).toBe('no-cache');
    // Only that page: an address under it is another page.
    const under = await t.app.inject({
      method: 'GET',
      url: '/manage/product/home',
      headers: { cookie: `${SESSION_HINT_COOKIE}=1` },
    });
    expect(under.body).toBe(INDEX_HTML);
  });

  it('serves built files, fingerprinted assets with a long cache', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.body).toBe('console.log("app");');
    expect(asset.headers['cache-control']).toContain('immutable');
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toBe('User-agent: *');
  });

  it('sends the precompressed copy a browser accepts, brotli first, varying on accept-encoding', async () => {
    for (const url of ['/assets/app-1a2b.js', '/wallet/documents']) {
      const br = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      const expected = url.startsWith('/assets/') ? 'console.log("app");' : INDEX_HTML;
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(expected);

      const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gz.headers.vary, url).toMatch(/accept-encoding/i);
      expect(gunzipSync(gz.rawPayload).toString()).toBe(expected);

      const plain = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers.vary, url).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(expected);
    }
  });

  it('keeps the content type and caching of the file for its compressed copy', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({
      method: 'GET',
      url: '/wallet',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.etag).toBeDefined();
    // A file the build left uncompressed is sent as it is.
    const robots = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(robots.headers['content-encoding']).toBeUndefined();
    expect(robots.body).toBe('User-agent: *');
  });

  it('answers 404, not the app page, for a missing file, an API path or a non-GET', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing-9z.js' })).statusCode).toBe(
      404,
    );
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'Not Found' });
    expect((await t.app.inject({ method: 'POST', url: '/wallet' })).statusCode).toBe(404);
  });

  it('keeps serving the API beside the app', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/feature' })).statusCode).toBe(200);
  });

  it('marks the refresh cookie Secure in production', async () => {
    // No account exists (no seed), so create one through the repository.
    const { hashPassword } = await import('../lib/passwords.js');
    await t.repositories.users.create({
      email: 'prod@wallet.test',
      givenName: 'Róisín',
      familyName: 'Quinn',
      passwordHash: await hashPassword('Prod-Password-2026!'),
      emailVerified: true,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'prod@wallet.test', password: 'Prod-Password-2026!' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((cookie) => cookie.name === 'wallet_refresh')?.secure).toBe(true);
  });

  // Last: it uses up this client's allowance for the minute.
  it('limits the rate of requests per client, answering 429', async () => {
    const TOWNS = '/api/home/address/town_county';
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX + 5; i += 1) {
      statuses.push((await t.app.inject({ method: 'GET', url: TOWNS })).statusCode);
    }
    expect(statuses).toContain(429);
    const limited = await t.app.inject({ method: 'GET', url: TOWNS });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(limited.headers['x-ratelimit-limit']).toBe(String(RATE_LIMIT_MAX));
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(limited.headers['retry-after']).toBeDefined();
    // Health probes and the flags read are never limited.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/feature' })).statusCode).toBe(200);
  });
});

describe('routeMatches', () => {
  it('matches each part, a named part standing for any one part', () => {
    expect(routeMatches('/wallet', '/wallet')).toBe(true);
    expect(routeMatches('/wallet', '/wallet/')).toBe(true);
    expect(routeMatches('/wallet', '/wallet/documents')).toBe(false);
    expect(routeMatches('/wallet/product/:type', '/wallet/product/home')).toBe(true);
    expect(routeMatches('/wallet/product/:type', '/wallet/product')).toBe(false);
    expect(routeMatches('/wallet/product/:type', '/wallet/product/home/extra')).toBe(false);
    expect(routeMatches('/wallet/product/:type', '/wallet/products/home')).toBe(false);
    expect(routeMatches('/wallet/viewQuote/:type?', '/wallet/viewQuote')).toBe(true);
    expect(routeMatches('/wallet/viewQuote/:type?', '/wallet/viewQuote/travel')).toBe(true);
    // As the app's router: without regard to case.
    expect(routeMatches('/wallet/product/:type', '/WALLET/Product/home')).toBe(true);
    expect(routeMatches('/', '/')).toBe(true);
    expect(routeMatches('/', '/wallet')).toBe(false);
  });
});

describe('a build whose landing pages file names a missing page', () => {
  it('stops the server from starting', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wallet-dist-'));
    writeFileSync(join(dir, 'index.html'), INDEX_HTML);
    writeFileSync(
      join(dir, 'landing-pages.json'),
      JSON.stringify({ pages: [{ route: '/wallet', html: 'landing/wallet.html' }] }),
    );
    const app = Fastify({ logger: false });
    app.decorate(
      'config',
      loadConfig(testEnvironment({ NODE_ENV: 'production', WEB_DIST_DIR: dir })),
    );
    await expect(registerWebApp(app)).rejects.toThrow(/landing\/wallet.html/);
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('a missing build', () => {
  it('is logged as a warning, and the API starts without the app', async () => {
    const logs = captureLogs();
    const app = Fastify({ logger: { level: 'warn', stream: logs.stream } });
    app.decorate(
      'config',
      loadConfig(
        testEnvironment({
          NODE_ENV: 'production',
          WEB_DIST_DIR: join(tmpdir(), 'no-such-dist-folder'),
        }),
      ),
    );
    expect(await registerWebApp(app)).toEqual({ spaAvailable: false });
    expect(
      logs.lines.some((line) => line.level === 40 && String(line.msg).includes('not found')),
    ).toBe(true);
    await app.close();
  });
});
