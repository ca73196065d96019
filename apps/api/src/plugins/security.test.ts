import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

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
