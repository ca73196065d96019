import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_FLOW_ERRORS } from '@wallet/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('rate limits on the identity routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3' }, seed: false });
  });
  afterAll(async () => t?.close());

  it('answers 429 TooManyRequestsException past AUTH_RATE_LIMIT_MAX a minute per address', async () => {
    const routes = [
      ['POST', '/api/auth/sign-in', { email: 'a@b.ie', password: 'x'.repeat(12) }],
      ['POST', '/api/auth/sign-up', {}],
      ['POST', '/api/auth/confirm-sign-up', { email: 'a@b.ie', code: '123456' }],
      ['POST', '/api/auth/resend-sign-up-code', { email: 'a@b.ie' }],
      ['POST', '/api/auth/forgot-password', { email: 'a@b.ie' }],
      ['POST', '/api/auth/confirm-forgot-password', {}],
      ['POST', '/api/auth/respond-to-challenge', {}],
      ['POST', '/api/verified', { email: 'a@b.ie' }],
      ['PUT', '/api/update_phone_number', {}],
    ] as const;
    for (const [method, url, payload] of routes) {
      for (let request = 1; request <= 3; request += 1) {
        const allowed = await t.app.inject({ method, url, payload });
        expect(allowed.statusCode, url).not.toBe(429);
      }
      const refused = await t.app.inject({ method, url, payload });
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json(), url).toEqual(IDENTITY_FLOW_ERRORS.tooManyRequests);
      expect(refused.headers['retry-after'], url).toBeDefined();
    }
    // Another address has its own allowance.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'a@b.ie', password: 'x'.repeat(12) },
      remoteAddress: '10.1.2.3',
    });
    expect(elsewhere.statusCode).not.toBe(429);
  });
});
