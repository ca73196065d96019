import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { API_ANSWER_OPTIONS, securityHeadersOf } from './security.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    seed: false,
    env: { PUBLIC_ORIGIN: 'https://wallet.example.ie' },
  });
});
afterAll(() => testApp?.close());

/** A page's policy: any address outside the API gets the app's headers. */
const policyOf = async (headers: Record<string, string>) => {
  const response = await testApp.app.inject({ method: 'GET', url: '/wallet', headers });
  return String(response.headers['content-security-policy']);
};

describe("the app's Content-Security-Policy", () => {
  it('frames the card gateway hosted fields of its configured origin and nothing else', async () => {
    const policy = await policyOf({ host: 'wallet.example:8443' });
    const frameSrc = policy.split(';').find((directive) => directive.startsWith('frame-src'));
    expect(frameSrc).toBe('frame-src https://wallet.example.ie/gateway/hosted-fields');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self'");
  });

  it('never repeats the Host header a caller sends', async () => {
    for (const host of ['attacker.example', "evil.example; script-src 'unsafe-inline'"]) {
      const policy = await policyOf({ host });
      expect(policy).not.toContain('attacker');
      expect(policy).not.toContain('evil');
      expect(policy).not.toContain('unsafe-inline');
    }
  });

  it('still denies framing of the app and of its API', async () => {
    for (const url of ['/wallet', '/api/health']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(String(response.headers['content-security-policy']), url).toContain(
        "frame-ancestors 'none'",
      );
    }
  });
});

describe('the security headers', () => {
  const HELMET_HEADERS = {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };

  const DOCUMENT_ONLY = [
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];
  const API_HEADERS = {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };

  it("are a page's on every page address, unknown address and refused method", async () => {
    const answers = await Promise.all([
      testApp.app.inject({ method: 'GET', url: '/wallet/getquote/aboutYou' }),
      testApp.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      testApp.app.inject({ method: 'DELETE', url: '/api/feature' }),
      testApp.app.inject({ method: 'GET', url: '/api/docs' }),
      // PDFs open in the browser's viewer, a page.
      testApp.app.inject({ method: 'GET', url: '/api/travel/insurer_documents/benefits_schedule' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 200, 200]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(HELMET_HEADERS);
      expect(String(answer.headers['content-security-policy'])).toContain("default-src 'self'");
    }
  });

  it("are an API's on every JSON answer: nothing allowed, and none of a page's", async () => {
    const answers = await Promise.all([
      testApp.app.inject({ method: 'GET', url: '/api/feature' }),
      testApp.app.inject({ method: 'GET', url: '/api/auth/me' }),
      testApp.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 1 } }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 400]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(API_HEADERS);
      for (const header of DOCUMENT_ONLY) expect(answer.headers).not.toHaveProperty(header);
    }
    expect(securityHeadersOf(API_ANSWER_OPTIONS)).toEqual(API_HEADERS);
  });

  it('are worked out by Helmet from the options, as Helmet would set them', () => {
    expect(
      securityHeadersOf({
        contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"] } },
        frameguard: false,
      }),
    ).toMatchObject({
      'content-security-policy': "default-src 'none'",
      'x-content-type-options': 'nosniff',
    });
    expect(securityHeadersOf({ frameguard: false })).not.toHaveProperty('x-frame-options');
    expect(() =>
      securityHeadersOf({
        contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self';"] } },
      }),
    ).toThrow();
  });
});
