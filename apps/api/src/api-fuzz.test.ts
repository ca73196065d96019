/**
 * Every route of the OpenAPI document (and the card gateway's) with thousands of bad requests,
 * signed out, as a customer and as an agent: none may answer 5xx, and none that is refused may
 * write a row. Routes added later are fuzzed as soon as they are described.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_GATEWAY_PATH, CARD_GATEWAY_ROUTES } from '@wallet/domain';
import { DEMO_ACCOUNTS } from './db/seed.js';
import {
  fuzzRequestsOf,
  jsonTextOf,
  operationsOf,
  type FuzzRequest,
  type OpenApiDocument,
  type Operation,
} from './test/openapi-fuzz.js';
import { frameHeadersOf } from './test/card-gateway-frame.js';
import { createTestApp, signIn, type TestApp } from './test/test-app.js';

let t: TestApp;
let operations: Operation[];
let tableNames: string[];
const counted = { requests: 0 };

beforeAll(async () => {
  t = await createTestApp();
  // Every route is reached, the one bind_upload_enabled switches on among them.
  await t.app.repositories.flags.set('bind_upload_enabled', true);
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  operations = [...operationsOf(document as OpenApiDocument), ...cardGatewayOperations()];
  const tables = await t.app.database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  tableNames = rowsOf<{ table_name: string }>(tables).map((row) => row.table_name);
}, 60_000);
afterAll(async () => {
  console.log(`API fuzz: ${counted.requests} requests`);
  await t?.close();
});

/** The gateway stands in for an outside provider and is not in the document; its calls are. */
function cardGatewayOperations(): Operation[] {
  const string = { type: 'string' };
  return [
    {
      method: 'POST',
      path: `${CARD_GATEWAY_PATH}${CARD_GATEWAY_ROUTES.tokenise}`,
      pathParameters: [],
      queryParameters: [],
      statusCodes: ['200', '400', '403'],
      bodySchema: {
        type: 'object',
        properties: {
          cardNumber: string,
          expiry: string,
          cvv: string,
          cardHolderName: string,
          amountCents: { type: 'integer' },
          currency: string,
          accountId: string,
        },
      },
    },
  ];
}

const rowsOf = <Row>(result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);

/** How many rows each table holds: a refused request must leave every count as it was. */
async function rowCounts(): Promise<Record<string, number>> {
  const query = tableNames
    .map((name) => `select '${name}' as name, count(*)::int as rows from "${name}"`)
    .join(' union all ');
  const result = await t.app.database.db.execute<{ name: string; rows: number }>(sql.raw(query));
  return Object.fromEntries(
    rowsOf<{ name: string; rows: number }>(result).map((row) => [row.name, row.rows]),
  );
}

const changedTables = (before: Record<string, number>, after: Record<string, number>) =>
  Object.keys(after).filter((name) => before[name] !== after[name]);

type Caller = 'visitor' | 'customer' | 'agent';
const ACCOUNT_OF: Record<Exclude<Caller, 'visitor'>, string> = {
  customer: DEMO_ACCOUNTS.newCustomer.email,
  agent: DEMO_ACCOUNTS.agent.email,
};
const tokens: Partial<Record<Caller, string>> = {};

/** A bearer token that still works: a fuzzed sign-out or MFA change may have ended the last. */
async function headersOf(caller: Caller): Promise<Record<string, string>> {
  if (caller === 'visitor') return {};
  const current = tokens[caller];
  if (current) {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${current}` },
    });
    if (me.statusCode === 200) return { authorization: `Bearer ${current}` };
  }
  const user = await t.repositories.users.findByEmail(ACCOUNT_OF[caller]);
  if (user?.mfaEnabled)
    await t.repositories.users.update(user.id, { mfaEnabled: false }, new Date());
  tokens[caller] = (await signIn(t.app, ACCOUNT_OF[caller])).accessToken;
  return { authorization: `Bearer ${tokens[caller]}` };
}

async function send(request: FuzzRequest, headers: Record<string, string>) {
  counted.requests += 1;
  return t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      ...headers,
      ...(request.payload !== undefined ? { 'content-type': 'application/json' } : {}),
      ...request.headers,
    },
    ...(request.rawPayload !== undefined
      ? { payload: request.rawPayload }
      : request.payload !== undefined
        ? { payload: jsonTextOf(request.payload) }
        : {}),
  });
}

describe.each<Caller>(['visitor', 'customer', 'agent'])('every route fuzzed as a %s', (caller) => {
  it('answers no 5xx and writes nothing when it refuses', async () => {
    const problems: string[] = [];
    for (const operation of operations) {
      // The gateway's calls come from its frame, with the frame's session: the body is fuzzed.
      const headers = {
        ...(await headersOf(caller)),
        ...(operation.path.startsWith(CARD_GATEWAY_PATH) ? await frameHeadersOf(t.app) : {}),
      };
      let before = await rowCounts();
      for (const request of fuzzRequestsOf(operation)) {
        const response = await send(request, headers);
        const after = await rowCounts();
        const route = `${operation.method} ${operation.path} (${request.label})`;
        if (response.statusCode >= 500) {
          problems.push(`${route}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        } else if (response.statusCode >= 400) {
          const changed = changedTables(before, after);
          if (changed.length)
            problems.push(
              `${route}: refused with ${response.statusCode} but wrote ${changed.join(', ')}`,
            );
        }
        before = after;
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);
});
