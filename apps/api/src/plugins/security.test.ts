import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});
afterAll(() => testApp?.close());

const policyOf = async (headers: Record<string, string>) => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/health', headers });
  return String(response.headers['content-security-policy']);
};

describe("the app's Content-Security-Policy", () => {
  it('frames the card gateway hosted fields of its own origin and nothing else', async () => {
    const policy = await policyOf({ host: 'wallet.example:8443' });
    const frameSrc = policy.split(';').find((directive) => directive.startsWith('frame-src'));
    expect(frameSrc).toBe('frame-src http://wallet.example:8443/gateway/hosted-fields');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self'");
  });

  it('frames nothing when the Host header is not a plain host', async () => {
    const policy = await policyOf({ host: "evil.example; script-src 'unsafe-inline'" });
    expect(policy).toContain("frame-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('still denies framing of the app', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
