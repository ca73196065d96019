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
import { captureLogs } from '../../test/log-capture.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

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

const validCard = {
  cardNumber: TEST_CARDS.visaSuccess.number,
  expiry: '12/31',
  cvv: '123',
  cardHolderName: 'Mary Murphy',
  amountCents: 45_612,
  currency: 'EUR',
  accountId: CARD_ACCOUNT_IDS.HOME,
};

function tokenise(overrides: Partial<Record<keyof typeof validCard, unknown>> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/gateway/api/tokenise',
    headers: { origin: 'null' },
    payload: { ...validCard, ...overrides },
  });
}

function challenge(payload: Record<string, unknown>) {
  return testApp.app.inject({ method: 'POST', url: '/gateway/api/challenge', payload });
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
  const page = (origin = 'http://localhost:5173') =>
    testApp.app.inject({
      method: 'GET',
      url: `/gateway/hosted-fields?origin=${encodeURIComponent(origin)}`,
      headers: { host: 'wallet.example:8080' },
    });

  it('may be framed by its own origin only, and loads nothing but the gateway', async () => {
    const response = await page();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['x-frame-options']).toBeUndefined();
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'self'");
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
    expect(response.headers['access-control-allow-headers']).toBe('content-type');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets the frame read the answer', async () => {
    expect((await tokenise()).headers['access-control-allow-origin']).toBe('*');
  });

  it('is not offered by the page nor by the app API', async () => {
    const pageResponse = await testApp.app.inject({
      method: 'GET',
      url: '/gateway/hosted-fields?origin=http%3A%2F%2Flocalhost%3A5173',
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
