import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/demo-accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('development outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('lists the latest messages first, for one recipient, and shows them on a page', async () => {
    const email = 'outbox@example.ie';
    const body = {
      firstName: 'Nora',
      lastName: 'Hayes',
      email,
      phoneNo: '0851234567',
      password: DEMO_PASSWORD,
    };
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: body });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-sign-up-code',
      payload: { email },
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/dev/messages?recipient=${encodeURIComponent('OUTBOX@example.ie')}`,
    });
    expect(listed.statusCode).toBe(200);
    const { messages } = listed.json();
    expect(messages).toHaveLength(2);
    expect(Date.parse(messages[0].created_at)).toBeGreaterThanOrEqual(
      Date.parse(messages[1].created_at),
    );
    // The latest code is the one that works.
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-sign-up',
      payload: { email, code: messages[0].code },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await t.repositories.users.findByEmail(email))?.emailVerified).toBe(true);

    const everyone = (await t.app.inject({ method: 'GET', url: '/api/dev/messages' })).json();
    expect(everyone.messages.length).toBeGreaterThanOrEqual(2);

    const page = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?recipient=${email}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(messages[0].code);
    expect(page.body).toContain('<label for="recipient">');
    // A page, with a page's headers (its form posts only to this site), unlike the JSON list.
    expect(String(page.headers['content-security-policy'])).toContain("form-action 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dev/messages' })).headers[
        'content-security-policy'
      ],
    ).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('escapes message text on the page', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        firstName: 'Script',
        lastName: 'Tag',
        email: 'x@example.ie',
        phoneNo: '0851234567',
        password: DEMO_PASSWORD,
      },
    });
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?recipient=${encodeURIComponent('<b>x@example.ie')}`,
    });
    expect(page.body).not.toContain('<b>x@');
    expect(page.body).toContain('&lt;b&gt;');
  });
});

describe('development outbox when OUTBOX_VIEWER is off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OUTBOX_VIEWER: 'false' }, seed: false });
  });
  afterAll(async () => t?.close());

  it('answers 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/messages' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
  });
});

describe('development outbox asked for where the product is reachable from other machines', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OUTBOX_VIEWER: 'true', HOST: '0.0.0.0' }, seed: false });
  });
  afterAll(async () => t?.close());

  it('stays closed: 404 for the list and the page', async () => {
    expect(t.config.outboxViewerRefusal).toMatch(/OUTBOX_VIEWER=force/);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/messages' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
  });
});
