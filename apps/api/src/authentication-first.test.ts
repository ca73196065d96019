/**
 * Authentication and the role check come before validation: a protected route answers a caller
 * who may not call it with 401 or 403 whatever the request holds, never with field errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './demo/demo-accounts.js';
import {
  isStaffRoute,
  operationsOf,
  type OpenApiDocument,
  type Operation,
} from './test/openapi-fuzz.js';
import { createTestApp, signIn, type TestApp } from './test/test-app.js';

let t: TestApp;
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  // Every route is reached, the one bind_upload_enabled switches on among them.
  await t.app.repositories.flags.set('bind_upload_enabled', true);
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  operations = operationsOf(document as OpenApiDocument);
});
afterAll(async () => t?.close());

/** Only signed-in callers (or the operator) are described as allowed: no `{}` alternative. */
const isProtected = (operation: Operation) =>
  operation.security !== undefined &&
  operation.security.length > 0 &&
  operation.security.every((scheme) => Object.keys(scheme).length > 0);

/** A percent-encoding Fastify cannot decode: it refuses the address before any hook runs. */
const MALFORMED = '%E0%A4%A';

/** A request as wrong as it can be: every parameter and the body are junk. */
function junkRequest(operation: Operation, headers: Record<string, string> = {}, pathJunk = '%00') {
  const path = operation.path.replace(/\{\w+\}/g, pathJunk);
  const query = operation.queryParameters.map((parameter) => `${parameter.name}=%00`).join('&');
  const hasBody = !['GET', 'DELETE'].includes(operation.method);
  return t.app.inject({
    method: operation.method as 'POST',
    url: query ? `${path}?${query}` : path,
    headers: { ...headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    ...(hasBody ? { payload: '{"unknown":"\\u0000","nested":{"a":[1e308]}}' } : {}),
  });
}

describe('protected routes', () => {
  it('are described in the document (so the check below covers something)', () => {
    expect(operations.filter(isProtected).length).toBeGreaterThanOrEqual(20);
  });

  it('answer 401 to a visitor with a bad request, before any validation', async () => {
    const answers: string[] = [];
    for (const operation of operations.filter(isProtected)) {
      const response = await junkRequest(operation);
      if (response.statusCode !== 401) {
        answers.push(
          `${operation.method} ${operation.path}: ${response.statusCode} ${response.body}`,
        );
      }
      expect(response.json().fieldErrors).toBeUndefined();
    }
    expect(answers).toEqual([]);
  });

  it('answer 401 to a forged token with a bad request', async () => {
    const headers = { authorization: 'Bearer not.a.token' };
    for (const operation of operations.filter(isProtected)) {
      expect((await junkRequest(operation, headers)).statusCode, operation.path).toBe(401);
    }
  });

  it("answer 403 to a customer's bad request on every staff route", async () => {
    const customer = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
    // A route is tagged for staff only if it refuses other roles, and says so in the document.
    const agentRoutes = operations.filter(
      (operation) => isProtected(operation) && isStaffRoute(operation),
    );
    expect(agentRoutes.length).toBeGreaterThan(0);
    for (const operation of agentRoutes) {
      const name = `${operation.method} ${operation.path}`;
      expect(operation.statusCodes, name).toContain('403');
      const response = await junkRequest(operation, customer.headers);
      expect(response.statusCode, name).toBe(403);
    }
  });

  describe('with an address Fastify cannot decode (a malformed percent-encoding)', () => {
    const withPathParameters = () =>
      operations.filter((operation) => isProtected(operation) && operation.path.includes('{'));

    it('answer 401 to a visitor and to a forged token, not 400', async () => {
      expect(withPathParameters().length).toBeGreaterThanOrEqual(8);
      const answers: string[] = [];
      for (const operation of withPathParameters()) {
        for (const headers of [{}, { authorization: 'Bearer not.a.token' }] as Record<
          string,
          string
        >[]) {
          const response = await junkRequest(operation, headers, MALFORMED);
          if (response.statusCode !== 401) {
            answers.push(`${operation.method} ${operation.path}: ${response.statusCode}`);
          }
        }
      }
      expect(answers).toEqual([]);
    });

    it('answer 401 on the operator routes without the operator key', async () => {
      for (const [method, url] of [
        ['PUT', `/api/operator/feature/${MALFORMED}`],
        ['PUT', `/api/operator/insurer/${MALFORMED}`],
      ] as const) {
        const response = await t.app.inject({ method, url, payload: { enabled: true } });
        expect(response.statusCode, url).toBe(401);
        expect(response.json().message).toBe('A valid operator key is required.');
      }
    });

    it("answer 403 to a customer's on every staff route", async () => {
      const customer = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
      for (const operation of withPathParameters().filter(isStaffRoute)) {
        const response = await junkRequest(operation, customer.headers, MALFORMED);
        expect(response.statusCode, `${operation.method} ${operation.path}`).toBe(403);
      }
    });

    it('answer the address its 400 once the caller may call the route', async () => {
      const customer = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
      const customers = withPathParameters().filter(
        (operation) => !isStaffRoute(operation) && !operation.tags?.includes('operator'),
      );
      expect(customers.length).toBeGreaterThan(0);
      for (const operation of customers) {
        const response = await junkRequest(operation, customer.headers, MALFORMED);
        expect(response.statusCode, `${operation.method} ${operation.path}`).toBe(400);
        expect(response.json().message).toBe('The address is not valid.');
      }
    });
  });
});
