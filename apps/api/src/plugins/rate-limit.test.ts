import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('the rate limit on every route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '3' }, seed: false });
  });
  afterAll(async () => t?.close());

  it('refuses the request past RATE_LIMIT_MAX a minute from one address with 429', async () => {
    for (let request = 1; request <= 3; request += 1) {
      const allowed = await t.app.inject({ method: 'GET', url: '/api/home/address/town_county' });
      expect(allowed.statusCode).not.toBe(429);
    }
    const refused = await t.app.inject({ method: 'GET', url: '/api/home/address/town_county' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('leaves out the flags read and the health checks, answered from memory on every page load', async () => {
    for (const url of ['/api/feature', '/api/health', '/api/ready']) {
      for (let request = 1; request <= 5; request += 1) {
        const answer = await t.app.inject({ method: 'GET', url, remoteAddress: '10.9.8.7' });
        expect(answer.statusCode, `${url} #${request}`).toBe(200);
      }
    }
  });
});
