import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { securityHeadersOf } from './security.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    seed: false,
    env: { PUBLIC_ORIGIN: 'https://wallet.example.ie' },
  });
});
afterAll(() => testApp?.close());

const policyOf = async (headers: Record<string, string>) => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/health', headers });
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

  it('still denies framing of the app', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-frame-options']).toBe('DENY');
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

  it('are on every answer: a route, an error, an unknown address and a refused method', async () => {
    const answers = await Promise.all([
      testApp.app.inject({ method: 'GET', url: '/api/feature' }),
      testApp.app.inject({ method: 'GET', url: '/api/auth/me' }),
      testApp.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      testApp.app.inject({ method: 'DELETE', url: '/api/feature' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 404]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(HELMET_HEADERS);
      expect(String(answer.headers['content-security-policy'])).toContain("default-src 'self'");
    }
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
