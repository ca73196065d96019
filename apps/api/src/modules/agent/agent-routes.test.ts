import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANCH_NAMES } from '../../db/seed.js';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let customer: Awaited<ReturnType<typeof signIn>>;
let agent: Awaited<ReturnType<typeof signIn>>;
let superAgent: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
  agent = await signIn(t.app, DEMO_ACCOUNTS.agent.email);
  superAgent = await signIn(t.app, DEMO_ACCOUNTS.superAgent.email);
});
afterAll(async () => t?.close());

const branchesOf = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/profile/profile/branches',
      headers: agent.headers,
    })
  ).json() as {
    id: number;
    branch_name: string;
  }[];

describe('GET /api/profile/profile/branches', () => {
  it('lists every branch to an agent and a super agent', async () => {
    for (const caller of [agent, superAgent]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/profile/profile/branches',
        headers: caller.headers,
      });
      expect(response.statusCode).toBe(200);
      const names = response.json().map((branch: { branch_name: string }) => branch.branch_name);
      expect(names.sort()).toEqual([...BRANCH_NAMES].sort());
      for (const branch of response.json()) expect(Number.isInteger(branch.id)).toBe(true);
    }
  });

  it('answers 403 to a customer, in the API error shape', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile/profile/branches',
      headers: customer.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    expect(response.body).not.toContain(BRANCH_NAMES[0]);
  });

  it('answers 401 to an anonymous caller', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile/profile/branches' })).statusCode,
    ).toBe(401);
  });
});

describe('GET and PUT /api/profile/profile/branch', () => {
  it("answers the agent's branch and saves a new one", async () => {
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/profile/profile/branch',
      headers: agent.headers,
    });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({
      id: expect.any(Number),
      branch_name: expect.any(String),
    });

    const target = (await branchesOf()).find((branch) => branch.id !== current.json().id)!;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/profile/branch',
      headers: agent.headers,
      payload: target,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(target);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/profile/profile/branch',
      headers: agent.headers,
    });
    expect(after.json()).toEqual(target);
  });

  it('lets a super agent choose a branch too (null before the first choice)', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/profile/profile/branch',
      headers: superAgent.headers,
    });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toBeNull();
    const [first] = await branchesOf();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/profile/branch',
      headers: superAgent.headers,
      payload: first,
    });
    expect(saved.statusCode).toBe(200);
  });

  it('answers 403 to a customer and 401 to an anonymous caller, changing nothing', async () => {
    const [first] = await branchesOf();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/profile/profile/branch',
          headers: customer.headers,
        })
      ).statusCode,
    ).toBe(403);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/profile/branch',
      headers: customer.headers,
      payload: first,
    });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile/profile/branch' })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/profile/profile/branch', payload: first }))
        .statusCode,
    ).toBe(401);
    const customerId = (await t.repositories.users.findByEmail(DEMO_ACCOUNTS.customer.email))!.id;
    expect((await t.repositories.profiles.findByUserId(customerId))?.branchId).toBeNull();
  });

  it('answers 400 for an unknown branch, a mismatched name or a malformed body, keeping the branch', async () => {
    const before = (
      await t.app.inject({
        method: 'GET',
        url: '/api/profile/profile/branch',
        headers: agent.headers,
      })
    ).json();
    const [first] = await branchesOf();
    const cases = [
      { payload: { id: 999_999, branch_name: 'Nowhere' }, field: 'id' },
      { payload: { id: first!.id, branch_name: 'Not its name' }, field: 'branch_name' },
      { payload: { id: 'one', branch_name: first!.branch_name }, field: 'id' },
      { payload: { id: first!.id }, field: 'branch_name' },
    ];
    for (const { payload, field } of cases) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/profile/profile/branch',
        headers: agent.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors[field]).toBeDefined();
    }
    const after = (
      await t.app.inject({
        method: 'GET',
        url: '/api/profile/profile/branch',
        headers: agent.headers,
      })
    ).json();
    expect(after).toEqual(before);
  });
});
