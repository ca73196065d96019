/**
 * Create Customer Account, the matching service, the agent's mobile update and the audit trail
 * read back, on the real database: each route's answers, the portfolio conflicts, and the audit
 * row written with each action and never for a refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import {
  AGENT_JOURNEY_MESSAGES,
  AGENT_MADE_ACCOUNT_EMAIL_SUBJECT,
  CREATE_ACCOUNT_MESSAGES,
  PORTFOLIO_CODE_MESSAGES,
  agentAuditPageSchema,
  customerAgentActionsPageSchema,
  userListSchema,
} from '@wallet/domain';
import { DEMO_MATCH_PORTFOLIO_CODES } from '../../adapters/portfolio-register/demo-portfolios.js';
import { agentActions, portfolioPairs, profiles, users } from '../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { createTestApp, latestCode, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let agent: Awaited<ReturnType<typeof signIn>>;
let superAgent: Awaited<ReturnType<typeof signIn>>;
let customer: Awaited<ReturnType<typeof signIn>>;
let ids: { agent: string; superAgent: string; customer: string; newCustomer: string };

const NEW_PASSWORD = 'Harbour-Lights-42!';

async function auditRows() {
  return t.app.database.db.select().from(agentActions).orderBy(desc(agentActions.at));
}

async function counts() {
  const db = t.app.database.db;
  const [actions] = await db.select({ value: count() }).from(agentActions);
  const [pairs] = await db.select({ value: count() }).from(portfolioPairs);
  const [accounts] = await db.select({ value: count() }).from(users);
  return { actions: actions!.value, pairs: pairs!.value, accounts: accounts!.value };
}

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const idOf = async (email: string) => (await t.repositories.users.findByEmail(email))!.id;

beforeAll(async () => {
  t = await createTestApp();
  agent = await signIn(t.app, DEMO_ACCOUNTS.agent.email);
  superAgent = await signIn(t.app, DEMO_ACCOUNTS.superAgent.email);
  customer = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
  ids = {
    agent: await idOf(DEMO_ACCOUNTS.agent.email),
    superAgent: await idOf(DEMO_ACCOUNTS.superAgent.email),
    customer: await idOf(DEMO_ACCOUNTS.customer.email),
    newCustomer: await idOf(DEMO_ACCOUNTS.newCustomer.email),
  };
});
afterAll(async () => t?.close());

describe('GET /home/applied_home_quotes/verify/portfolio/{portfolioCode}', () => {
  const verify = (code: string) =>
    call(
      'GET',
      `/home/applied_home_quotes/verify/portfolio/${encodeURIComponent(code)}`,
      agent.headers,
    );

  it('answers a real code valid, and records the check', async () => {
    const response = await verify('DOYL02');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ portfolio_code: 'DOYL02', valid: true });
    expect((await auditRows())[0]).toMatchObject({
      action: 'search',
      subjectReference: 'DOYL02',
      agentUserId: ids.agent,
    });
  });

  it("refuses a code the register does not hold (404 'Please enter a valid portfolio code.') and a malformed one (400), recording nothing", async () => {
    const before = await counts();
    const unknown = await verify('ZZZZ99');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Please enter a valid portfolio code.');
    for (const code of ['doyl02', 'DOYL2', 'DOYL022', 'A1B2C3D4-E5F6-A7B8-C9D0E1F2A3B4']) {
      const malformed = await verify(code);
      expect(malformed.statusCode, code).toBe(400);
      expect(malformed.json().fieldErrors.portfolioCode).toEqual([
        PORTFOLIO_CODE_MESSAGES.createAccountFormat,
      ]);
    }
    expect(await counts()).toEqual(before);
  });
});

describe('POST /profile/profile/create', () => {
  const create = (payload: object, headers = agent.headers) =>
    call('POST', '/profile/profile/create', headers, payload);
  const newAccount = {
    first_name: 'Róisín',
    last_name: "O'Brien",
    phone: '0861234567',
    email: 'Roisin.OBrien@example.ie',
    portfolio_code: 'DOYL02',
  };

  it('creates a customer account made by the agent, paired with the code, and sends the one e-mail that sets the password', async () => {
    const response = await create(newAccount);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      successfully_paired: true,
      existing_user: false,
      message: CREATE_ACCOUNT_MESSAGES.success,
    });
    const user = (await t.repositories.users.findByEmail('roisin.obrien@example.ie'))!;
    expect(user).toMatchObject({
      givenName: 'Róisín',
      familyName: "O'Brien",
      phoneNumber: '+353861234567',
      role: 'customer',
      createdByAgent: true,
      createdByUserId: ids.agent,
      passwordHash: null,
      emailVerified: false,
    });
    const [profile] = await t.app.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({
      firstName: 'Róisín',
      lastName: "O'Brien",
      phone: '0861234567',
    });
    expect(await t.repositories.portfolioPairs.findByCode('DOYL02')).toMatchObject({
      userId: user.id,
      thirdPartyIdentifier: user.id,
      submitterEmail: DEMO_ACCOUNTS.agent.email,
    });
    const outbox = await call(
      'GET',
      `/dev/messages?recipient=${encodeURIComponent(user.email)}`,
      {},
    );
    const [message] = outbox.json().messages;
    expect(outbox.json().messages).toHaveLength(1);
    expect(message).toMatchObject({
      channel: 'EMAIL',
      subject: AGENT_MADE_ACCOUNT_EMAIL_SUBJECT,
    });
    expect(message.body).toContain('Niamh at our Athlone branch has registered you');
    expect(message.code).toMatch(/^\d{6}$/);
    const [row] = await auditRows();
    expect(row).toMatchObject({
      action: 'create_account',
      agentUserId: ids.agent,
      customerUserId: user.id,
      subjectReference: 'DOYL02',
      details: {},
    });
  });

  it("lets the customer set a password with the e-mail's code, which verifies the e-mail, and sign in", async () => {
    const email = 'roisin.obrien@example.ie';
    const post = (url: string, payload: object) => call('POST', `/auth/${url}`, {}, payload);
    const reset = await post('confirm-forgot-password', {
      email,
      code: await latestCode(t.app, email),
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const session = await signIn(t.app, email, NEW_PASSWORD);
    // The customer reads which agent created the account, from which branch.
    const trail = await call('GET', '/profile/profile/agent_actions', session.headers);
    expect(trail.statusCode).toBe(200);
    expect(customerAgentActionsPageSchema.parse(trail.json())).toEqual({
      content: [
        {
          at: expect.any(String),
          agent_name: 'Niamh Kelly',
          branch_name: 'Athlone',
          action: 'create_account',
          description: 'Created your account',
        },
      ],
      total_pages: 1,
    });
  });

  it('pairs an existing customer instead, with the match message', async () => {
    const response = await create({
      ...newAccount,
      first_name: 'Cian',
      last_name: 'Byrne',
      email: DEMO_ACCOUNTS.newCustomer.email,
      portfolio_code: 'KAVA03',
    });
    expect(response.json()).toEqual({
      successfully_paired: true,
      existing_user: true,
      message: PORTFOLIO_CODE_MESSAGES.matched(DEMO_ACCOUNTS.newCustomer.email),
    });
    expect((await t.repositories.portfolioPairs.findByCode('KAVA03'))?.userId).toBe(
      ids.newCustomer,
    );
    expect((await auditRows())[0]).toMatchObject({
      action: 'match',
      customerUserId: ids.newCustomer,
      subjectReference: 'KAVA03',
      details: { via: 'create_account' },
    });
    // The same pairing again changes nothing and records nothing.
    const before = await counts();
    const again = await create({
      ...newAccount,
      email: DEMO_ACCOUNTS.newCustomer.email,
      portfolio_code: 'KAVA03',
    });
    expect(again.json()).toMatchObject({ successfully_paired: true, existing_user: true });
    expect(await counts()).toEqual(before);
  });

  it('refuses a code already registered to someone else, an unknown code and a staff e-mail, writing nothing', async () => {
    const before = await counts();
    const taken = await create({
      ...newAccount,
      email: 'someone.else@example.ie',
      portfolio_code: 'DOYL02',
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({
      successfully_paired: false,
      existing_user: false,
      failure_reason: PORTFOLIO_CODE_MESSAGES.alreadyRegistered(
        'roisin.obrien@example.ie',
        DEMO_ACCOUNTS.agent.email,
      ),
    });
    const unknown = await create({
      ...newAccount,
      email: 'someone.else@example.ie',
      portfolio_code: 'ZZZZ99',
    });
    expect(unknown.json()).toEqual({
      successfully_paired: false,
      existing_user: false,
      failure_reason: 'Please enter a valid portfolio code.',
    });
    const staff = await create({
      ...newAccount,
      email: DEMO_ACCOUNTS.superAgent.email,
      portfolio_code: 'NOLA04',
    });
    expect(staff.json()).toMatchObject({
      successfully_paired: false,
      failure_reason: CREATE_ACCOUNT_MESSAGES.staffEmail,
    });
    expect(await counts()).toEqual(before);
    expect(await t.repositories.users.findByEmail('someone.else@example.ie')).toBeUndefined();
  });

  it("refuses an e-mail of the bank's staff directory that has no wallet account yet, writing nothing", async () => {
    const before = await counts();
    const portfolioCode = 'KELL09';
    expect(await t.repositories.portfolioPairs.findByCode(portfolioCode)).toBeUndefined();
    for (const email of ['grainne.osullivan@wallet.test', 'Padraig.Ryan@wallet.test']) {
      const response = await create({ ...newAccount, email, portfolio_code: portfolioCode });
      expect(response.statusCode, email).toBe(200);
      expect(response.json(), email).toEqual({
        successfully_paired: false,
        existing_user: false,
        failure_reason: CREATE_ACCOUNT_MESSAGES.staffEmail,
      });
    }
    // The sign-in check's sign-up refuses it too.
    const signedUp = await call('POST', '/users/agent_sign_up', agent.headers, {
      given_name: 'Gráinne',
      family_name: "O'Sullivan",
      email: 'grainne.osullivan@wallet.test',
      phone_number: '+353861234567',
      password: 'Tq7#mWz2!pLx',
    });
    expect(signedUp.statusCode).toBe(409);
    expect(signedUp.json()).toMatchObject({ message: AGENT_JOURNEY_MESSAGES.notCustomerEmail });
    expect(await counts()).toEqual(before);
    expect(await t.repositories.users.findByEmail('grainne.osullivan@wallet.test')).toBeUndefined();
  });

  it('refuses malformed input with the messages of platform.md 5, writing nothing', async () => {
    const before = await counts();
    const cases: [object, string, string][] = [
      [
        { ...newAccount, portfolio_code: 'doyl02' },
        'portfolio_code',
        PORTFOLIO_CODE_MESSAGES.createAccountFormat,
      ],
      [{ ...newAccount, portfolio_code: '' }, 'portfolio_code', 'Portfolio code is required'],
      [
        { ...newAccount, first_name: 'R0isin' },
        'first_name',
        'Numbers and symbols are not permitted at this time',
      ],
      [{ ...newAccount, last_name: '' }, 'last_name', 'Surname is required'],
      [{ ...newAccount, phone: '0971234567' }, 'phone', 'Please enter a valid mobile number'],
      [{ ...newAccount, email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ ...newAccount, phone: 871234567 }, 'phone', expect.any(String)],
    ];
    for (const [payload, field, message] of cases) {
      const response = await create(payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fieldErrors[field], field).toEqual([message]);
    }
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/profile/profile/create',
      headers: { ...agent.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({
        ...newAccount,
        email: 'nul@example.ie',
        first_name: 'Ró\u0000isín',
        portfolio_code: 'QUIN05',
      }),
    });
    expect(nul.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('creates one account when two agents register the same e-mail at the same moment', async () => {
    const payload = { ...newAccount, email: 'twice@example.ie', portfolio_code: 'QUIN05' };
    const answers = await Promise.all([create(payload), create(payload, superAgent.headers)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const bodies = answers.map((answer) => answer.json());
    expect(bodies.filter((body) => body.existing_user === false)).toHaveLength(1);
    const rows = (await auditRows()).filter((row) => row.subjectReference === 'QUIN05');
    expect(rows.map((row) => row.action)).toEqual(['create_account']);
  });
});

describe('matching service', () => {
  const matchCode = DEMO_MATCH_PORTFOLIO_CODES[1];

  it('retrieves customers by the start of their surname, first name or e-mail, never staff', async () => {
    const search = async (payload: object) => {
      const response = await call('POST', '/users', superAgent.headers, {
        ...payload,
        starts_with: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      return userListSchema.parse(response.json()).user_list;
    };
    const murphys = await search({ last_name: 'mur' });
    expect(murphys).toContainEqual({
      first_name: 'Aoife',
      last_name: 'Murphy',
      email: DEMO_ACCOUNTS.customer.email,
      phone_number: '+353871234567',
      username: ids.customer,
    });
    expect((await search({ first_name: 'Aoi' })).map((user) => user.username)).toContain(
      ids.customer,
    );
    expect((await search({ email: 'DEMO@' })).map((user) => user.email)).toEqual([
      DEMO_ACCOUNTS.customer.email,
    ]);
    expect(await search({ email: 'agent@' })).toEqual([]);
    expect(await search({ email: 'superagent' })).toEqual([]);
    expect(await search({ last_name: 'Nobody' })).toEqual([]);
    const [row] = await auditRows();
    expect(row).toMatchObject({
      action: 'search',
      agentRole: 'super_agent',
      details: { search: 'users', option: 'last_name', results: 0 },
    });
  });

  it('refuses a search by no field, two fields, or too short a name', async () => {
    for (const payload of [
      { starts_with: true },
      { first_name: 'Aoife', last_name: 'Murphy', starts_with: true },
      { first_name: 'A', starts_with: true },
      { first_name: 'Aoife', starts_with: false },
      { first_name: ['Aoife'], starts_with: true },
    ]) {
      expect(
        (await call('POST', '/users', superAgent.headers, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }
  });

  it('matches a real code to a customer, lists it, and refuses it to another with both e-mails', async () => {
    const match = (identifier: string, code: string = matchCode) =>
      call('POST', '/home/applied_match/match', superAgent.headers, {
        portfolio_code: code.toLowerCase(),
        third_party_identifier: identifier,
      });
    const first = await match(ids.customer);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      successfully_paired: true,
      message: `Portfolio Code successfully matched to email address ${DEMO_ACCOUNTS.customer.email}`,
    });
    expect((await auditRows())[0]).toMatchObject({
      action: 'match',
      customerUserId: ids.customer,
      subjectReference: matchCode,
      agentUserId: ids.superAgent,
    });
    const rows = await call('POST', '/home/applied_match/search', superAgent.headers, {
      third_party_identifier: ids.customer,
    });
    expect(rows.json()).toEqual([
      { portfolio_code: matchCode, third_party_identifier: ids.customer },
    ]);
    expect((await auditRows())[0]).toMatchObject({
      action: 'open',
      customerUserId: ids.customer,
      details: { view: 'portfolio_rows', results: 1 },
    });

    const before = await counts();
    const conflict = await match(ids.newCustomer);
    expect(conflict.json()).toEqual({
      successfully_paired: false,
      message: `The portfolio has already been registered. Policy holder email: ${DEMO_ACCOUNTS.customer.email}. Submitted by ${DEMO_ACCOUNTS.superAgent.email}`,
      matching_failure: {
        policy_holder_email: DEMO_ACCOUNTS.customer.email,
        user_email: DEMO_ACCOUNTS.superAgent.email,
      },
    });
    // Matching the same pair again changes nothing.
    expect((await match(ids.customer)).json()).toMatchObject({ successfully_paired: true });
    // A code the register does not hold, and a customer that does not exist.
    expect((await match(ids.customer, 'FFFFFFFF-FFFF-FFFF-FFFFFFFFFFFF')).json()).toEqual({
      successfully_paired: false,
      message: 'Please enter a valid portfolio code.',
    });
    expect((await match('0f8fad5b-d9cb-469f-a165-70867728950e')).statusCode).toBe(404);
    expect((await match('not-a-user-id')).statusCode).toBe(404);
    expect((await match(ids.agent)).statusCode).toBe(404);
    const malformed = await match(ids.customer, 'ABCD12');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors.portfolio_code).toEqual([
      PORTFOLIO_CODE_MESSAGES.matchFormat,
    ]);
    expect(await counts()).toEqual(before);
  });

  it('pairs a code once when two super agents match it to two customers at the same moment', async () => {
    const code = DEMO_MATCH_PORTFOLIO_CODES[2];
    const answers = await Promise.all(
      [ids.customer, ids.newCustomer].map((identifier) =>
        call('POST', '/home/applied_match/match', superAgent.headers, {
          portfolio_code: code,
          third_party_identifier: identifier,
        }),
      ),
    );
    expect(answers.map((answer) => answer.json().successfully_paired).sort()).toEqual([
      false,
      true,
    ]);
    expect((await auditRows()).filter((row) => row.subjectReference === code)).toHaveLength(1);
  });

  it("unmatches a row once: then 'Failed to delete Portfolio Code'", async () => {
    const row = { portfolio_code: matchCode, third_party_identifier: ids.customer };
    const removed = await call('POST', '/home/applied_match/unmatch', superAgent.headers, row);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual(row);
    expect((await auditRows())[0]).toMatchObject({
      action: 'unmatch',
      customerUserId: ids.customer,
      subjectReference: matchCode,
    });
    const before = await counts();
    const again = await call('POST', '/home/applied_match/unmatch', superAgent.headers, row);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Failed to delete Portfolio Code');
    // A row of another customer is not theirs to remove.
    const other = await call('POST', '/home/applied_match/unmatch', superAgent.headers, {
      portfolio_code: DEMO_MATCH_PORTFOLIO_CODES[2],
      third_party_identifier: ids.agent,
    });
    expect(other.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });
});

describe("the agent's mobile update: PUT /users/phone_number", () => {
  const update = (phone_number: unknown, username = ids.newCustomer) =>
    call('PUT', '/users/phone_number', superAgent.headers, { username, phone_number });

  it('changes the number, to be proven again by SMS before SMS sign-in uses it', async () => {
    const response = await update('086 111 2223');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Mobile number updated successfully',
      phone_number: '+353861112223',
    });
    const user = (await t.repositories.users.findByEmail(DEMO_ACCOUNTS.newCustomer.email))!;
    expect(user).toMatchObject({ phoneNumber: '+353861112223', phoneVerified: false });
    const [row] = await auditRows();
    expect(row).toMatchObject({
      action: 'mobile_change',
      customerUserId: ids.newCustomer,
      details: {},
    });
    expect(JSON.stringify(row)).not.toContain('1112223');
    const before = await counts();
    expect((await update('+353861112223')).statusCode).toBe(200);
    expect(await counts()).toEqual(before);
  });

  it("refuses a number outside the rule with the spec's message, and an unknown customer with 'Failed to update mobile number'", async () => {
    const before = await counts();
    for (const number of ['0971234567', '087123456', '+35387123456', '00353861112223']) {
      const response = await update(number);
      expect(response.statusCode, number).toBe(400);
      expect(response.json().fieldErrors.phone_number).toEqual([
        "Please enter a valid phone number starting with '08' followed by 8 digits or starting with '+3538' followed by 8 digits",
      ]);
    }
    expect((await update(8_611_122_233)).statusCode).toBe(400);
    const unknown = await update('0861112224', '0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Failed to update mobile number');
    expect((await update('0861112224', ids.agent)).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });
});

describe('the audit trail read back', () => {
  it('shows super agents every action, newest first, paged and filtered by customer, agent or action', async () => {
    const read = async (query: string) => {
      const response = await call('GET', `/agent/audit?${query}`, superAgent.headers);
      expect(response.statusCode, response.body).toBe(200);
      return agentAuditPageSchema.parse(response.json());
    };
    const all = await read('page=0&size=100');
    const total = (await auditRows()).length;
    expect(all.content).toHaveLength(total);
    const times = all.content.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(
      all.content.find(
        (entry) => entry.action === 'create_account' && entry.subject_reference === 'DOYL02',
      ),
    ).toMatchObject({
      agent_user_id: ids.agent,
      agent_name: 'Niamh Kelly',
      agent_role: 'agent',
      branch_name: 'Athlone',
    });
    const ofCustomer = await read(`customer=${ids.customer}&size=100`);
    expect(ofCustomer.content.length).toBeGreaterThan(0);
    for (const entry of ofCustomer.content) expect(entry.customer_user_id).toBe(ids.customer);
    const ofAgent = await read(`agent=${ids.agent}&size=100`);
    for (const entry of ofAgent.content) expect(entry.agent_user_id).toBe(ids.agent);
    const matches = await read('action=match&size=100');
    for (const entry of matches.content) expect(entry.action).toBe('match');
    const paged = await read('page=1&size=2');
    expect(paged.total_pages).toBe(Math.ceil(total / 2));
    expect(paged.content.map((entry) => entry.id)).toEqual(
      all.content.slice(2, 4).map((entry) => entry.id),
    );
    for (const query of [
      'customer=demo@wallet.test',
      'size=0',
      'size=101',
      'page=-1',
      'action=delete',
    ]) {
      expect(
        (await call('GET', `/agent/audit?${query}`, superAgent.headers)).statusCode,
        query,
      ).toBe(400);
    }
  });

  it('shows a customer only what agents did for them: who, from which branch, what and when', async () => {
    const response = await call(
      'GET',
      '/profile/profile/agent_actions?page=0&size=100',
      customer.headers,
    );
    expect(response.statusCode).toBe(200);
    const trail = customerAgentActionsPageSchema.parse(response.json());
    const own = (await auditRows()).filter((row) => row.customerUserId === ids.customer);
    expect(trail.content).toHaveLength(own.length);
    expect(trail.content.map((entry) => entry.action)).toEqual(own.map((row) => row.action));
    expect(trail.content[0]).toMatchObject({ agent_name: 'Declan Walsh', branch_name: null });
    expect(response.body).not.toContain(DEMO_ACCOUNTS.newCustomer.email);
    expect(response.body).not.toContain('roisin');
    const other = customerAgentActionsPageSchema.parse(
      (
        await call(
          'GET',
          '/profile/profile/agent_actions',
          await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email).then((s) => s.headers),
        )
      ).json(),
    );
    expect(other.content.length).toBeGreaterThan(0);
    expect(other.content.map((entry) => entry.action)).not.toContain('create_account');
  });

  it("answers a customer's bad page of their trail with 400, and no one else's rows by any query", async () => {
    for (const query of ['size=0', 'size=101', 'page=-1', 'page=x', 'size=1e999', 'page=%00']) {
      const response = await call(
        'GET',
        `/profile/profile/agent_actions?${query}`,
        customer.headers,
      );
      expect(response.statusCode, query).toBe(400);
    }
    // A customer cannot ask for another's trail: the audit's filters are not theirs to use.
    const asked = await call(
      'GET',
      `/profile/profile/agent_actions?size=100&customer=${ids.newCustomer}&agent=${ids.superAgent}`,
      customer.headers,
    );
    // Unknown query fields are stripped (docs/architecture.md, A request's way through the API):
    // the caller's own rows, still.
    expect(asked.statusCode).toBe(200);
    const own = (await auditRows()).filter((row) => row.customerUserId === ids.customer);
    expect(own.length).toBeGreaterThan(0);
    expect(customerAgentActionsPageSchema.parse(asked.json()).content).toEqual(
      customerAgentActionsPageSchema.parse(
        (await call('GET', '/profile/profile/agent_actions?size=100', customer.headers)).json(),
      ).content,
    );
    expect(customerAgentActionsPageSchema.parse(asked.json()).content).toHaveLength(own.length);
  });
});
