import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD_ACCOUNT_IDS,
  CARD_FIELD_MESSAGES,
  CARD_PROVIDER_ERRORS,
  cardGatewayAnswerSchema,
} from '@wallet/domain';
import { TEST_CARDS } from '../../adapters/card-payments/test-cards.js';
import { sandboxPasscodeOf } from '../../adapters/card-payments/sandbox-card-gateway.js';
import { cardGatewayPayments } from '../../db/schema.js';
import {
  frameHeadersOf,
  frameSessionOf as frameSessionOfPage,
} from '../../test/card-gateway-frame.js';
import { captureLogs } from '../../test/log-capture.js';
import { createTestApp, TEST_TOKEN_SECRET, type TestApp } from '../../test/test-app.js';
import {
  createFrameSessions,
  FRAME_SESSION_HEADER,
  FRAME_SESSION_LIFETIME_MS,
  GATEWAY_CALL_REFUSED,
} from './frame-sessions.js';

const NOW = new Date('2030-06-15T12:00:00Z');
const logs = captureLogs();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    seed: false,
    clock: () => NOW,
    env: { LOG_LEVEL: 'info' },
    logStream: logs.stream,
  });
});
afterAll(() => testApp?.close());

/** The origin the app is opened at (the test server's, by default). */
const appOrigin = () => testApp.config.publicOrigins[0]!;

const frameSessionOf = (origin = appOrigin()) => frameSessionOfPage(testApp.app, origin);

/** What the sandboxed frame sends: its opaque origin and its page's session. */
const fromTheFrame = () => frameHeadersOf(testApp.app);

const validCard = {
  cardNumber: TEST_CARDS.visaSuccess.number,
  expiry: '12/31',
  cvv: '123',
  cardHolderName: 'Mary Murphy',
  amountCents: 45_612,
  currency: 'EUR',
  accountId: CARD_ACCOUNT_IDS.HOME,
};

async function tokenise(
  overrides: Partial<Record<keyof typeof validCard, unknown>> = {},
  headers?: Record<string, string>,
) {
  return testApp.app.inject({
    method: 'POST',
    url: '/gateway/api/tokenise',
    headers: headers ?? (await fromTheFrame()),
    payload: { ...validCard, ...overrides },
  });
}

async function challenge(payload: Record<string, unknown>, headers?: Record<string, string>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/gateway/api/challenge',
    headers: headers ?? (await fromTheFrame()),
    payload,
  });
}

async function challengeToken(cardNumber: string) {
  const response = await tokenise({ cardNumber });
  const answer = cardGatewayAnswerSchema.parse(response.json());
  if (answer.status !== 'challenge') throw new Error(`expected a challenge: ${response.body}`);
  return answer.challenge;
}

describe('tokenise', () => {
  it.each([
    [TEST_CARDS.visaSuccess.number, 'Visa', '4242'],
    [TEST_CARDS.mastercardSuccess.number, 'Mastercard', '4444'],
    [TEST_CARDS.amexSuccess.number, 'American Express', '0005'],
    ['4111 1111 1111 1111', 'Visa', '1111'],
  ])('authorises %s frictionless', async (cardNumber, brand, last4) => {
    const cvv = brand === 'American Express' ? '1234' : '123';
    const response = await tokenise({ cardNumber, cvv });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'authorised',
      token: expect.stringMatching(/^tok_/),
      brand,
      last4,
    });
  });

  it.each([
    [TEST_CARDS.declined.number, CARD_PROVIDER_ERRORS.declined],
    [TEST_CARDS.insufficientFunds.number, CARD_PROVIDER_ERRORS.insufficientFunds],
  ])('declines %s with its code', async (cardNumber, error) => {
    const response = await tokenise({ cardNumber });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'declined', error });
  });

  it('asks for a challenge with what the bank panel shows', async () => {
    const shown = await challengeToken(TEST_CARDS.challenge.number);
    expect(shown).toEqual({
      token: expect.stringMatching(/^tok_/),
      brand: 'Visa',
      last4: '3220',
      amountCents: 45_612,
      currency: 'EUR',
      merchant: 'Insurance Wallet',
      sandboxPasscode: sandboxPasscodeOf(shown.token),
    });
  });

  it.each([
    [{ cardNumber: '4242424242424241' }, 'cardNumber', CARD_FIELD_MESSAGES.cardNumber],
    [{ expiry: '05/30' }, 'expiry', CARD_FIELD_MESSAGES.expiry],
    [{ cvv: '12' }, 'cvv', CARD_FIELD_MESSAGES.cvv],
    [{ cvv: '1234' }, 'cvv', CARD_FIELD_MESSAGES.cvv],
    [{ cardNumber: TEST_CARDS.amexSuccess.number, cvv: '123' }, 'cvv', CARD_FIELD_MESSAGES.cvv],
  ])('refuses %j with the field message', async (overrides, field, message) => {
    const response = await tokenise(overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ [field]: [message] });
  });

  it('takes a card that expires this month', async () => {
    const response = await tokenise({ expiry: '06/30' });
    expect(response.json().status).toBe('authorised');
  });

  it.each(['0630', '6/30', '06/2030'])('takes the expiry typed as %j', async (expiry) => {
    const response = await tokenise({ expiry });
    expect(response.json().status).toBe('authorised');
  });

  it('refuses an expiry of last month with the spec message', async () => {
    const response = await tokenise({ expiry: '0530' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ expiry: [CARD_FIELD_MESSAGES.expiry] });
  });

  it.each([
    [{ currency: 'GBP' }, 'currency'],
    [{ accountId: 'someone-else' }, 'accountId'],
    [{ amountCents: 12.5 }, 'amountCents'],
    [{ amountCents: 0 }, 'amountCents'],
  ])('refuses %j', async (overrides, field) => {
    const response = await tokenise(overrides);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual([field]);
  });

  it('keeps the brand and last four digits only', async () => {
    const response = await tokenise({ cardNumber: TEST_CARDS.mastercardSuccess.number });
    const stored = await testApp.app.database.db.query.cardGatewayPayments.findFirst({
      where: (payments, { eq }) => eq(payments.token, response.json().token),
    });
    expect(stored).toMatchObject({ cardBrand: 'Mastercard', last4: '4444', status: 'authorised' });
    expect(JSON.stringify(stored)).not.toContain('5555555555554444');
    expect(JSON.stringify(stored)).not.toContain('"123"');
  });
});

describe('3-D Secure challenge', () => {
  it('authorises the challenge card with the right passcode, once', async () => {
    const shown = await challengeToken(TEST_CARDS.challenge.number);
    const passed = await challenge({
      token: shown.token,
      action: 'verify',
      passcode: shown.sandboxPasscode,
    });
    expect(passed.json()).toEqual({
      status: 'authorised',
      token: shown.token,
      brand: 'Visa',
      last4: '3220',
    });
    const again = await challenge({
      token: shown.token,
      action: 'verify',
      passcode: shown.sandboxPasscode,
    });
    expect(again.statusCode).toBe(404);
  });

  it('fails the challenge card with a wrong passcode', async () => {
    const shown = await challengeToken(TEST_CARDS.challenge.number);
    const wrong = shown.sandboxPasscode === '000000' ? '111111' : '000000';
    const failed = await challenge({ token: shown.token, action: 'verify', passcode: wrong });
    expect(failed.json()).toEqual({
      status: 'declined',
      error: CARD_PROVIDER_ERRORS.authenticationFailed,
    });
  });

  it('fails the challenge-failed card even with the right passcode', async () => {
    const shown = await challengeToken(TEST_CARDS.challengeFailed.number);
    const failed = await challenge({
      token: shown.token,
      action: 'verify',
      passcode: shown.sandboxPasscode,
    });
    expect(failed.json()).toEqual({
      status: 'declined',
      error: CARD_PROVIDER_ERRORS.authenticationFailed,
    });
  });

  it('fails a cancelled challenge with its own code', async () => {
    const shown = await challengeToken(TEST_CARDS.challenge.number);
    const cancelled = await challenge({ token: shown.token, action: 'cancel' });
    expect(cancelled.json()).toEqual({
      status: 'declined',
      error: CARD_PROVIDER_ERRORS.authenticationCancelled,
    });
  });

  it('knows no challenge for an authorised or unknown token', async () => {
    const authorised = await tokenise();
    for (const token of [authorised.json().token, 'tok_unknown']) {
      const response = await challenge({ token, action: 'verify', passcode: '123456' });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('the hosted-fields page', () => {
  const page = (origin = appOrigin()) =>
    testApp.app.inject({
      method: 'GET',
      url: `/gateway/hosted-fields?origin=${encodeURIComponent(origin)}`,
      headers: { host: 'wallet.example:8080' },
    });

  it('may be framed by the app page it names only, and loads nothing but the gateway', async () => {
    const response = await page();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['x-frame-options']).toBeUndefined();
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain(`frame-ancestors ${appOrigin()};`);
    // The configured origins (the test server's loopback port by default), never the Host header.
    const origins = testApp.config.publicOrigins.join(' ');
    expect(policy).toContain(`default-src 'self' ${origins}`);
    expect(policy).toContain(`script-src 'self' ${origins}`);
    expect(policy).not.toContain('wallet.example');
    expect(policy).not.toContain('unsafe-inline');
  });

  it('has labelled fields and no inline script or style', async () => {
    const html = (await page()).body;
    for (const [id, label] of [
      ['cardNumber', 'Card number'],
      ['expiry', 'Expiry date (MM/YY)'],
      ['cvv', 'CVV'],
    ]) {
      expect(html).toContain(`<label class="field__label" for="${id}">${label}</label>`);
    }
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(html).not.toMatch(/<style|style="/);
  });

  it.each(['javascript:alert(1)', 'http://localhost:5173/path', 'null', ''])(
    'refuses the parent origin %j',
    async (origin) => {
      expect((await page(origin)).statusCode).toBe(400);
    },
  );

  it.each(['https://shop.example', 'http://localhost:5173'])(
    'is served to the app’s origins only, not to %s',
    async (origin) => {
      const response = await page(origin);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
      expect(response.body).not.toContain('card-gateway-session');
    },
  );

  it('gives each page a session of its own, for the origin it names', async () => {
    const [first, second] = [await frameSessionOf(), await frameSessionOf()];
    expect(first).not.toBe(second);
    const other = testApp.config.publicOrigins[1]!;
    const response = await page(other);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-security-policy'])).toContain(
      `frame-ancestors ${other};`,
    );
  });

  it('serves its script and styles to the opaque-origin frame', async () => {
    for (const [url, type] of [
      ['/gateway/hosted-fields.js', 'text/javascript'],
      ['/gateway/hosted-fields.css', 'text/css'],
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain(type);
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('serves a script that parses and carries the spec messages', async () => {
    const script = (await testApp.app.inject({ method: 'GET', url: '/gateway/hosted-fields.js' }))
      .body;
    expect(() => runInNewContext(`(function () { return; ${script} })`)).not.toThrow();
    expect(script).toContain(JSON.stringify(CARD_FIELD_MESSAGES.cardNumber));
  });
});

describe('who may call the gateway’s API', () => {
  const paymentsCount = async () =>
    (await testApp.app.database.db.select().from(cardGatewayPayments)).length;

  async function expectRefused(headers: Record<string, string>) {
    const before = await paymentsCount();
    for (const response of [
      await tokenise({}, headers),
      await challenge({ token: 'tok_unknown', action: 'cancel' }, headers),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: GATEWAY_CALL_REFUSED,
      });
    }
    expect(await paymentsCount()).toBe(before);
  }

  it('answers the sandboxed frame of a page it served to the app', async () => {
    expect((await tokenise({}, await fromTheFrame())).statusCode).toBe(200);
  });

  it('answers the app’s own origin with a session for that origin', async () => {
    const session = await frameSessionOf();
    const response = await tokenise({}, { origin: appOrigin(), [FRAME_SESSION_HEADER]: session });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a call from another site’s page, or with no Origin', async () => {
    await expectRefused({ origin: 'https://shop.example' });
    await expectRefused({});
  });

  it.each(['https://shop.example', 'http://localhost:5173', 'http://127.0.0.1:1'])(
    'refuses a call from %s, even with a page’s session',
    async (origin) => {
      await expectRefused({ origin, [FRAME_SESSION_HEADER]: await frameSessionOf() });
    },
  );

  it('refuses a call with no Origin (not a browser’s), even with a page’s session', async () => {
    await expectRefused({ [FRAME_SESSION_HEADER]: await frameSessionOf() });
  });

  it('refuses one of the app’s origins calling with another origin’s session', async () => {
    const [first, second] = testApp.config.publicOrigins;
    await expectRefused({ origin: first!, [FRAME_SESSION_HEADER]: await frameSessionOf(second) });
  });

  it.each([
    ['no session', undefined],
    ['an empty session', ''],
    ['junk', 'junk'],
    ['a long junk', `${'a'.repeat(5000)}.${'b'.repeat(5000)}`],
    ['bad base64', '%%%.%%%'],
  ])('refuses an opaque-origin call with %s', async (_name, session) => {
    await expectRefused({
      origin: 'null',
      ...(session === undefined ? {} : { [FRAME_SESSION_HEADER]: session }),
    });
  });

  it('refuses a session altered, signed with another key, for another origin, or expired', async () => {
    const session = await frameSessionOf();
    const [payload, signature] = session.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const altered = Buffer.from(JSON.stringify({ ...claims, o: 'https://shop.example' })).toString(
      'base64url',
    );
    const issuer = (secret: string, origins: string[], now: Date) =>
      createFrameSessions({ tokenSecret: secret, publicOrigins: origins, clock: () => now });
    const past = new Date(NOW.getTime() - FRAME_SESSION_LIFETIME_MS);
    for (const forged of [
      `${altered}.${signature}`,
      `${payload}.${signature.slice(0, -2)}`,
      issuer('another secret of at least thirty-two characters', [appOrigin()], NOW).issue(
        appOrigin(),
      ),
      issuer(TEST_TOKEN_SECRET, ['https://shop.example'], NOW).issue('https://shop.example'),
      issuer(TEST_TOKEN_SECRET, [appOrigin()], past).issue(appOrigin()),
    ]) {
      await expectRefused({ origin: 'null', [FRAME_SESSION_HEADER]: forged });
    }
    // A session of the same key, origin and time is taken: the forgeries fail on what they change.
    const genuine = issuer(TEST_TOKEN_SECRET, [appOrigin()], NOW).issue(appOrigin());
    const response = await tokenise({}, { origin: 'null', [FRAME_SESSION_HEADER]: genuine });
    expect(response.statusCode).toBe(200);
  });

  it('logs a refusal with its reason, never the session', async () => {
    const session = await frameSessionOf();
    await tokenise({}, { origin: 'https://shop.example', [FRAME_SESSION_HEADER]: session });
    const refusals = logs.lines.filter((line) => line.msg === 'card gateway call refused');
    expect(refusals.at(-1)).toMatchObject({ reason: 'origin' });
    expect(JSON.stringify(logs.lines)).not.toContain(session);
  });

  it('serves a script that sends the page’s session with every call', async () => {
    const script = (await testApp.app.inject({ method: 'GET', url: '/gateway/hosted-fields.js' }))
      .body;
    expect(script).toContain(JSON.stringify(FRAME_SESSION_HEADER));
    expect(script).toContain('headers[CONFIG.sessionHeader] = session');
  });
});

describe('CORS', () => {
  it('answers the preflight of the gateway API without credentials', async () => {
    const response = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/gateway/api/tokenise',
      headers: {
        origin: 'null',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-methods']).toBe('POST');
    expect(response.headers['access-control-allow-headers']).toBe(
      `content-type, ${FRAME_SESSION_HEADER}`,
    );
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets the frame read the answer', async () => {
    expect((await tokenise()).headers['access-control-allow-origin']).toBe('*');
  });

  it('is not offered by the page nor by the app API', async () => {
    const pageResponse = await testApp.app.inject({
      method: 'GET',
      url: `/gateway/hosted-fields?origin=${encodeURIComponent(appOrigin())}`,
    });
    const apiResponse = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(pageResponse.headers['access-control-allow-origin']).toBeUndefined();
    expect(apiResponse.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('logs', () => {
  it('never carry a card number or CVV', async () => {
    await tokenise({ cardNumber: '4000 0566 5566 5556', cvv: '987' });
    await tokenise({ cardNumber: '4000056655665557', cvv: '987' });
    expect(logs.lines.length).toBeGreaterThan(0);
    const logged = JSON.stringify(logs.lines);
    expect(logged).toContain('/gateway/api/tokenise');
    for (const secret of [
      '4000 0566 5566 5556',
      '4000056655665556',
      '4000056655665557',
      '"987"',
      'cvv',
    ]) {
      expect(logged).not.toContain(secret);
    }
  });
});
