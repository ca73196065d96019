import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UI_VERSION, UI_VERSION_HEADER } from '@wallet/domain';
import { UNEXPECTED_ERROR_MESSAGE } from './plugins/error-handler.js';
import { captureLogs } from './test/log-capture.js';
import { createTestApp, type TestApp } from './test/test-app.js';

const logs = captureLogs();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: logs.stream });
});
afterAll(async () => t?.close());

/** Every route of this release, as `METHOD path` in OpenAPI notation. */
const EXPECTED_ROUTES = [
  'GET /api/health',
  'GET /api/ready',
  'GET /api/feature',
  'PUT /api/operator/feature/{name}',
  'PUT /api/operator/insurer/{code}',
  'POST /api/operator/renewals/run',
  'POST /api/operator/direct-debits/run',
  'POST /api/operator/renewals/customer',
  'GET /api/operator/jobs/failed',
  'POST /api/operator/jobs/{id}/retry',
  'POST /api/auth/registered',
  'POST /api/home/applied_home_quotes',
  'GET /api/travel/quote_parameters',
  'POST /api/travel/travel_quotes',
  'POST /api/travel/travel_quotes/recalculate',
  'GET /api/travel/travel_quotes/latest',
  'POST /api/travel/travel_quotes/bind',
  'GET /api/travel/travel_quotes/documents',
  'GET /api/travel/travel_quotes/documents/{document_id}',
  'GET /api/motor/resources/vehicle/lookup',
  'GET /api/motor/resources/vehicle/makes',
  'GET /api/motor/resources/vehicle/models',
  'GET /api/motor/resources/vehicle/versions',
  'GET /api/motor/quote_parameters',
  'POST /api/motor/motor_quotes',
  'POST /api/motor/motor_quotes/recalculate',
  'GET /api/motor/motor_quotes/latest',
  'POST /api/motor/motor_quotes/latest',
  'POST /api/motor/motor_quotes/bind',
  'GET /api/motor/insurer_documents/{document}',
  'GET /api/motor/motor_quotes/documents',
  'GET /api/motor/motor_quotes/documents/{document_id}',
  'GET /api/travel/insurer_documents/{document}',
  'GET /api/travel/consent_documents/{document}',
  'POST /api/home/applied_home_quotes/bind',
  'POST /api/home/applied_home_quotes/bind_upload',
  'POST /api/home/applied_home_quotes/bind_status',
  // Agent mode in the journeys (decision 0021).
  'POST /api/agent/home/applied_home_quotes',
  'POST /api/agent/home/applied_home_quotes/recalculate',
  'POST /api/agent/home/applied_home_quotes/bind',
  'POST /api/agent/home/applied_home_quotes/bind_status',
  'POST /api/agent/motor/motor_quotes',
  'POST /api/agent/motor/motor_quotes/recalculate',
  'POST /api/agent/motor/motor_quotes/bind',
  'GET /api/agent/checkout/customer',
  'GET /api/agent/policies/{policy_id}/documents',
  'POST /api/agent/policies/{policy_id}/documents/email',
  'POST /api/users/email_lookup',
  'POST /api/users/agent_sign_up',
  'POST /api/home/applied_home_documents/summary',
  'POST /api/home/applied_home_renewal/',
  'GET /api/home/applied_home_renewal/policy_code/{policyCode}',
  'GET /api/home/applied_home_renewal/offers',
  'PUT /api/home/applied_home_renewal/auto_renewal',
  'PUT /api/policies/{policyId}/auto-renewal',
  'POST /api/policies/{policyId}/cancellation/quote',
  'POST /api/policies/{policyId}/cancellation',
  'POST /api/claims',
  'GET /api/claims',
  'GET /api/claims/excess',
  'GET /api/claims/{reference}',
  'POST /api/claims/{reference}/messages',
  'POST /api/claims/{reference}/files',
  'GET /api/claims/{reference}/files/{fileId}',
  'GET /api/staff/claims',
  'GET /api/staff/claims/{reference}',
  'GET /api/staff/claims/{reference}/files/{fileId}',
  'POST /api/staff/claims/{reference}/actions',
  'POST /api/staff/claims/{reference}/messages',
  'POST /api/complaints',
  'GET /api/complaints',
  'GET /api/complaints/{reference}',
  'GET /api/staff/complaints',
  'GET /api/staff/complaints/{reference}',
  'POST /api/staff/complaints/{reference}/actions',
  'GET /api/policies/{policyId}/versions',
  'GET /api/policies/{policyId}/payment-schedule',
  'POST /api/policies/{policyId}/missed-debits/pay',
  'PUT /api/policies/{policyId}/bank-account',
  'GET /api/account/marketing',
  'PUT /api/account/marketing/{policyType}',
  'GET /api/account/sign-in-details',
  'POST /api/account/email',
  'POST /api/account/email/confirm',
  'POST /api/account/mobile',
  'POST /api/account/mobile/confirm',
  'PUT /api/account/password',
  'POST /api/account/data-exports',
  'GET /api/account/data-exports',
  'GET /api/account/data-exports/{exportId}',
  'GET /api/account/closure',
  'POST /api/account/closure',
  'GET /api/account/trusted-contact',
  'PUT /api/account/trusted-contact',
  'DELETE /api/account/trusted-contact',
  'PUT /api/account/address',
  'POST /api/policies/{policyId}/documents',
  'POST /api/policies/{policyId}/changes/quote',
  'POST /api/policies/{policyId}/changes',
  'POST /api/home/applied_home_renewal/accept',
  'POST /api/home/applied_home_renewal/statement_of_fact/decline',
  'POST /api/home/applied_home_renewal/bind',
  'POST /api/home/applied_home_documents/renewal/summary',
  'POST /api/home/applied_home_documents/document',
  'POST /api/home/applied_home_quotes/recalculate',
  'GET /api/home/applied_home_quotes/latest',
  'POST /api/home/applied_home_quotes/latest',
  'GET /api/home/promo/validate',
  'GET /api/home/insurer_documents/{document}',
  'POST /api/auth/sign-in',
  'POST /api/auth/refresh',
  'POST /api/auth/sign-out',
  'GET /api/auth/me',
  'POST /api/auth/sign-up',
  'POST /api/auth/confirm-sign-up',
  'POST /api/auth/resend-sign-up-code',
  'POST /api/auth/respond-to-challenge',
  'POST /api/auth/forgot-password',
  'POST /api/auth/confirm-forgot-password',
  'POST /api/auth/set-preferred-mfa',
  'POST /api/verified',
  'PUT /api/update_phone_number',
  'GET /api/dev/messages',
  'GET /api/dev/outbox',
  'GET /api/operator/renewals/late-notices',
  'GET /api/profile/profile',
  'POST /api/profile/profile',
  'POST /api/profile/profile/create/user',
  'POST /api/profile/profile/search/email',
  'GET /api/profile/profile/branches',
  'GET /api/profile/profile/branch',
  'PUT /api/profile/profile/branch',
  'GET /api/home/search/latest_quotes',
  'PUT /api/home/home_quotes/contacted',
  'GET /api/motor/search/latest_quotes',
  'PUT /api/motor/motor_quotes/contacted',
  'POST /api/home/applied_home_quotes/latest_quotes_users',
  'POST /api/home/applied_home_quotes/latest_quotes',
  'POST /api/home/applied_home_quotes/latest_quotes/branch',
  'GET /api/home/applied_home_quotes/latest/policy_code',
  'GET /api/home/applied_home_quotes/verify/portfolio/{portfolioCode}',
  'POST /api/profile/profile/create',
  'POST /api/users',
  'POST /api/home/applied_match/search',
  'POST /api/home/applied_match/match',
  'POST /api/home/applied_match/unmatch',
  'PUT /api/users/phone_number',
  'GET /api/agent/audit',
  'GET /api/profile/profile/agent_actions',
  'GET /api/agent/sso/start',
  'GET /api/agent/sso/callback',
  'POST /api/agent/sso/sign-out',
  'GET /api/profile/profile/tempQuote/{type}',
  'POST /api/profile/profile/tempQuote/{type}',
  'PUT /api/profile/profile/tempQuote/{type}',
  'DELETE /api/profile/profile/tempQuote/{type}',
  'POST /api/home/applied_home_quotes/address',
  'POST /api/home/applied_home_quotes/manual_address',
  'GET /api/home/applied_home_quotes/address/code_list',
  'GET /api/home/address/town_county',
  'GET /api/address-lookup/autocomplete',
  'GET /api/address-lookup/lookup/{id}',
];

describe('health and readiness', () => {
  it('GET /api/health answers ok', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready answers ready while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy, HSTS and frame protection on API answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/feature' });
    const csp = String(response.headers['content-security-policy']);
    // A JSON answer is never a page: it allows nothing.
    expect(csp).toBe("default-src 'none';frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['strict-transport-security']).toMatch(
      /max-age=\d{7,}; includeSubDomains/,
    );
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // The rate limit's headers come with the 429 that enforces it (plugins/web-app.test.ts).
    expect(response.headers).not.toHaveProperty('x-ratelimit-limit');
  });
});

describe('UI version header', () => {
  it('is accepted and logged with the request', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/feature',
      headers: { [UI_VERSION_HEADER]: UI_VERSION },
    });
    expect(response.statusCode).toBe(200);
    const logged = logs.lines.filter(
      (line) => (line.req as { uiVersion?: string } | undefined)?.uiVersion === UI_VERSION,
    );
    // One line per request, with what was asked and how it went.
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', route: '/api/feature' },
      res: { statusCode: 200 },
    });
    expect(typeof logged[0]!.responseTime).toBe('number');
    // Credentials never reach the log.
    const signIn = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Bearer secret-token-value' },
    });
    expect(signIn.statusCode).toBe(401);
    expect(JSON.stringify(logs.lines)).not.toContain('secret-token-value');
  });

  it('logs the route, never the address asked for: it can hold what a customer typed', async () => {
    const typed = encodeURIComponent('12 Seaview Terrace, Dún Laoghaire');
    await t.app.inject({
      method: 'GET',
      url: `/api/home/address/autocomplete?key=k&address=${typed}`,
      headers: { [UI_VERSION_HEADER]: 'address-check' },
    });
    await t.app.inject({
      method: 'GET',
      url: `/api/no-such-route/D02X285?address=${typed}`,
      headers: { [UI_VERSION_HEADER]: 'address-check' },
    });
    const lines = logs.lines.filter(
      (line) => (line.req as { uiVersion?: string } | undefined)?.uiVersion === 'address-check',
    );
    expect(lines.map((line) => (line.req as { route?: string }).route)).toEqual([
      '/api/home/address/autocomplete',
      // No route: the path alone, never what followed the question mark.
      '/api/no-such-route/D02X285',
    ]);
    expect(JSON.stringify(logs.lines)).not.toMatch(/Seaview|Laoghaire/);
  });
});

describe('OpenAPI description', () => {
  it('documents every route at /api/docs/json, and serves the documentation page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    const documented = Object.entries(
      document.paths as Record<string, Record<string, unknown>>,
    ).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual([...EXPECTED_ROUTES].sort());
    const signIn = document.paths['/api/auth/sign-in'].post;
    expect(signIn.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'email',
    );

    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBeLessThan(400);
  });
});

describe('unknown routes and unexpected errors', () => {
  it('answers 404 in JSON for an unknown API path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toBeDefined();
  });

  // Last: it closes the database under the running server.
  it('answers a generic 500 and logs the cause when the database fails; readiness turns 503', async () => {
    // Drop the flags held in memory so the next read really goes to the (closed) database.
    await t.app.repositories.flags.insertMissingDefaults();
    await t.app.database.close();
    // A route that always reads the database (the flags may be answered from memory).
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'demo@wallet.test', password: 'Wallet-Demo-2026!' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: UNEXPECTED_ERROR_MESSAGE,
    });
    expect(logs.lines.some((line) => line.msg === 'unexpected error' && line.level === 50)).toBe(
      true,
    );

    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
  });
});
