/**
 * Every route of the OpenAPI document (and the card gateway's, and the local staff directory's)
 * with thousands of bad requests, signed out, as a customer and as an agent: none may answer 5xx,
 * and none that is refused may write a row. Routes added later are fuzzed as soon as they are
 * described.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD_GATEWAY_PATH,
  CARD_GATEWAY_ROUTES,
  STAFF_SSO_CALLBACK_PATH,
  calendarDateOf,
  formatIsoDate,
} from '@wallet/domain';
import { DEMO_STAFF_PASSWORD } from './adapters/staff-directory/demo-staff.js';
import { STAFF_SSO_SCOPE } from './adapters/staff-directory/staff-directory-port.js';
import { DEMO_ACCOUNTS } from './demo/demo-accounts.js';
import {
  fuzzRequestsOf,
  jsonTextOf,
  operationsOf,
  type FuzzRequest,
  type OpenApiDocument,
  type Operation,
} from './test/openapi-fuzz.js';
import { frameHeadersOf } from './test/card-gateway-frame.js';
import { buyHomePolicy } from './test/checkout-fixtures.js';
import { createStaffBrowser, TEST_ORIGIN } from './test/staff-sign-on-browser.js';
import {
  createTestApp,
  signIn,
  TEST_STAFF_SSO_CLIENT_SECRET,
  type TestApp,
} from './test/test-app.js';

let t: TestApp;
let operations: Operation[];
let tableNames: string[];
const counted = { requests: 0 };
/** The fuzzing customer's own claim, which the multipart bodies are sent to. */
let liveClaim: string;

beforeAll(async () => {
  t = await createTestApp();
  // Every route is reached, the ones bind_upload_enabled and agent_enabled switch on among them.
  await t.app.repositories.flags.set('bind_upload_enabled', true);
  await t.app.repositories.flags.set('agent_enabled', true);
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  operations = [
    ...operationsOf(document as OpenApiDocument),
    ...cardGatewayOperations(),
    ...staffDirectoryOperations(),
    ...claimFileUploadOperations(),
  ];
  liveClaim = await claimOfCustomer();
  // What a request writes is checked by the counts before and after it. A background job (a copy
  // of a customer's data built and e-mailed, say) writes when it finishes, during whichever
  // request is being checked then: once the setup's own jobs (a bind) are done, no worker runs.
  await t.app.jobRunner.stop();
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

/** The path parameter that names the fuzzing customer's own claim (filled in live). */
const LIVE_CLAIM = 'live-claim';

/**
 * A claim's file upload with its multipart bodies: the document describes no body for it (the
 * file is streamed, never parsed as JSON), and its hostile bodies only reach the multipart parser
 * on a claim of the caller's own, which the customer has (claimOfCustomer).
 */
function claimFileUploadOperations(): Operation[] {
  return [
    {
      method: 'POST',
      path: '/api/claims/{reference}/files',
      pathParameters: [
        {
          in: 'path',
          name: 'reference',
          required: true,
          schema: { type: 'string', enum: [LIVE_CLAIM] },
        },
      ],
      queryParameters: [
        {
          in: 'query',
          name: 'upload_id',
          required: true,
          schema: { type: 'string', format: 'uuid' },
        },
      ],
      bodySchema: undefined,
      security: [{ bearerAuth: [] }],
      tags: ['claims'],
      statusCodes: ['200', '400', '401', '404'],
      bodyEncoding: 'multipart',
    },
  ];
}

/** A claim of the fuzzing customer's, on a home policy bought for it. */
async function claimOfCustomer(): Promise<string> {
  const { headers } = await signIn(t.app, ACCOUNT_OF.customer);
  const policy = await buyHomePolicy(t.app, headers, 'card', { daysAgo: 5 });
  const today = formatIsoDate(calendarDateOf(new Date()));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/claims',
    headers,
    payload: {
      submission_id: randomUUID(),
      policy_id: policy.policyId,
      kind: 'storm',
      incident_date: today,
      description: 'Fuzzing the uploads of a claim.',
      anyone_hurt: false,
      items: [{ description: 'Roof', estimate_cents: 100_00 }],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().reference as string;
}

const STAFF_DIRECTORY_PATH = '/sso';
/** The parameter of a directory operation that names a sign-in in progress (filled in live). */
const LIVE_INTERACTION = 'live-interaction';

/**
 * The local staff directory stands in for the bank's and is not in the document: its OpenID
 * Connect endpoints (form bodies, as the protocol has them) and its own pages are. A sign-in in
 * progress and a signed-in directory session are made live for each (staffDirectoryStateOf).
 */
function staffDirectoryOperations(): Operation[] {
  const string = { type: 'string' };
  const constant = (value: string) => ({ type: 'string', enum: [value] });
  const live = { type: 'string', enum: [LIVE_INTERACTION] };
  const query = (schema: Record<string, object>) =>
    Object.entries(schema).map(([name, each]) => ({ in: 'query' as const, name, schema: each }));
  const callback = `${TEST_ORIGIN}${STAFF_SSO_CALLBACK_PATH}`;
  const authorizationRequest = {
    client_id: constant('insurance-wallet'),
    response_type: constant('code'),
    scope: constant(STAFF_SSO_SCOPE),
    redirect_uri: constant(callback),
    state: string,
    nonce: string,
    code_challenge: { type: 'string', minLength: 43 },
    code_challenge_method: constant('S256'),
  };
  const endSession = {
    id_token_hint: string,
    post_logout_redirect_uri: constant(`${TEST_ORIGIN}/logout`),
    state: string,
    client_id: constant('insurance-wallet'),
  };
  const operation = (method: string, path: string, extra: Partial<Operation> = {}): Operation => ({
    method,
    path: `${STAFF_DIRECTORY_PATH}${path}`,
    pathParameters: [],
    queryParameters: [],
    bodySchema: undefined,
    statusCodes: ['200', '302', '303', '400', '401'],
    bodyEncoding: 'form',
    ...extra,
  });
  const formOf = (properties: Record<string, object>) => ({ type: 'object', properties });
  return [
    operation('GET', '/.well-known/openid-configuration'),
    operation('GET', '/jwks'),
    operation('GET', '/auth', { queryParameters: query(authorizationRequest) }),
    operation('POST', '/auth', { bodySchema: formOf(authorizationRequest) }),
    operation('GET', '/auth/{uid}', {
      pathParameters: [{ in: 'path', name: 'uid', required: true, schema: live }],
    }),
    operation('POST', '/token', {
      bodySchema: formOf({
        grant_type: constant('authorization_code'),
        code: string,
        redirect_uri: constant(callback),
        code_verifier: { type: 'string', minLength: 43 },
      }),
    }),
    operation('GET', '/me', { queryParameters: query({ access_token: string }) }),
    operation('POST', '/me', { bodySchema: formOf({ access_token: string }) }),
    operation('POST', '/request', { bodySchema: formOf(authorizationRequest) }),
    operation('GET', '/session/end', { queryParameters: query(endSession) }),
    operation('POST', '/session/end', { bodySchema: formOf(endSession) }),
    operation('POST', '/session/end/confirm', {
      bodySchema: formOf({ xsrf: string, logout: constant('yes') }),
    }),
    operation('GET', '/session/end/success', {
      queryParameters: query({ client_id: constant('insurance-wallet') }),
    }),
    operation('GET', '/sign-in', { queryParameters: query({ interaction: live }) }),
    operation('POST', '/sign-in', {
      queryParameters: query({ interaction: live }),
      bodySchema: formOf({ email: { type: 'string', format: 'email' }, password: string }),
    }),
    operation('POST', '/sign-in/cancel', { queryParameters: query({ interaction: live }) }),
    operation('GET', '/assets/staff-directory.css'),
    operation('GET', '/assets/sign-out.js'),
    operation('GET', '/{anything}', {
      pathParameters: [{ in: 'path', name: 'anything', required: true, schema: string }],
    }),
  ];
}

/**
 * What a staff member's browser holds at the directory: a sign-in in progress (its interaction
 * and cookies) and the directory session of a signed-in agent (its cookies, and the wallet's
 * sealed ID token for the sign-out), fresh for each operation, as an earlier one may have used
 * them up.
 */
async function staffDirectoryStateOf(): Promise<{
  interaction: string;
  browser: ReturnType<typeof createStaffBrowser>;
}> {
  const signedIn = createStaffBrowser(t.app);
  await signedIn.signOn(DEMO_ACCOUNTS.agent.email, DEMO_STAFF_PASSWORD);
  const browser = createStaffBrowser(t.app);
  const { pagePath } = await browser.openSignInPage();
  browser.adopt(signedIn);
  const interaction = new URL(pagePath, TEST_ORIGIN).searchParams.get('interaction')!;
  return { interaction, browser };
}

/** A directory request with the live sign-in's name where the operation names it. */
const withLiveInteraction = (request: FuzzRequest, interaction: string): FuzzRequest => ({
  ...request,
  url: request.url.replaceAll(LIVE_INTERACTION, interaction),
});

/** A client of the directory's endpoints authenticates as the wallet (client_secret_basic). */
const DIRECTORY_CLIENT_AUTHORIZATION = `Basic ${Buffer.from(`insurance-wallet:${TEST_STAFF_SSO_CLIENT_SECRET}`).toString('base64')}`;

/**
 * Rows a refusal writes on purpose: the directory's sign-in counts a wrong password (its lockout),
 * which is the refusal's own record.
 */
const isRefusalsRecord = (operation: Operation, status: number, tables: string[]) =>
  operation.method === 'POST' &&
  operation.path === `${STAFF_DIRECTORY_PATH}/sign-in` &&
  (status === 401 || status === 429) &&
  tables.every((table) => table === 'staff_directory_records');

const rowsOf = <Row>(result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);

/**
 * What the tables hold, read in one statement: how many rows each has, when each of the
 * directory's records expires, and the database's snapshot (pg_current_snapshot). Any write
 * commits a transaction, which changes the snapshot, so while the snapshot is the same every row
 * is too and the counts need not be read again.
 */
interface Contents {
  snapshot: string;
  rows: Record<string, number>;
  /** The directory's records' expiry, in microseconds since 1970 (null: they last). */
  directoryExpiries: (number | null)[];
}

async function readContents(): Promise<Contents> {
  const counts = tableNames
    .map((name) => `select '${name}' as name, count(*)::int as rows from "${name}"`)
    .join(' union all ');
  const query = `select pg_current_snapshot()::text as snapshot,
    (select json_object_agg(name, rows) from (${counts}) counted) as rows,
    (select coalesce(json_agg((extract(epoch from expires_at) * 1000000)::bigint), '[]'::json) from "staff_directory_records") as expiries`;
  type Read = {
    snapshot: string;
    rows: Record<string, number> | string;
    expiries: (number | null)[] | string;
  };
  const [read] = rowsOf<Read>(await t.app.database.db.execute<Read>(sql.raw(query)));
  const parsed = <T>(value: T | string): T =>
    typeof value === 'string' ? (JSON.parse(value) as T) : value;
  return {
    snapshot: read!.snapshot,
    rows: parsed(read!.rows),
    directoryExpiries: parsed(read!.expiries),
  };
}

/** The snapshot alone: cheap enough to read after every request. */
async function currentSnapshot(): Promise<string> {
  const result = await t.app.database.db.execute<{ snapshot: string }>(
    sql`select pg_current_snapshot()::text as snapshot`,
  );
  return rowsOf<{ snapshot: string }>(result)[0]!.snapshot;
}

/** The contents as they are now: those read last while the snapshot has not moved. */
async function contentsNow(last: Contents | undefined): Promise<Contents> {
  if (last && (await currentSnapshot()) === last.snapshot) return last;
  return readContents();
}

/**
 * How many rows each table holds: a refused request must leave every count as it was. The
 * directory's records count while they last, at a given time (the count before the request's):
 * they expire as time passes, and the directory deletes expired ones whenever it writes, so a
 * plain count would change under any request.
 */
function rowCountsAt(contents: Contents, at: Date): Record<string, number> {
  const atMicroseconds = at.getTime() * 1000;
  const lasting = contents.directoryExpiries.filter(
    (expiry) => expiry === null || expiry > atMicroseconds,
  ).length;
  return { ...contents.rows, staff_directory_records: lasting };
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
      // The directory's come from a staff member's browser mid-sign-in and signed in there, its
      // token and pushed requests from the wallet as its client.
      const atDirectory = operation.path.startsWith(`${STAFF_DIRECTORY_PATH}/`);
      const directory = atDirectory ? await staffDirectoryStateOf() : undefined;
      const headers = {
        ...(await headersOf(caller)),
        ...(operation.path.startsWith(CARD_GATEWAY_PATH) ? await frameHeadersOf(t.app) : {}),
        ...(['/sso/token', '/sso/request'].includes(operation.path)
          ? { authorization: DIRECTORY_CLIENT_AUTHORIZATION }
          : {}),
      };
      let asOf = new Date();
      let contents = await readContents();
      let before = rowCountsAt(contents, asOf);
      for (const fuzzed of fuzzRequestsOf(operation)) {
        const live = { ...fuzzed, url: fuzzed.url.replaceAll(LIVE_CLAIM, liveClaim) };
        const request = directory ? withLiveInteraction(live, directory.interaction) : live;
        // The directory's cookies go as a browser sends them (by path), and change as its do.
        const path = new URL(request.url, TEST_ORIGIN).pathname;
        const cookie = directory?.browser.cookieHeaderFor(path);
        const response = await send(request, cookie ? { ...headers, cookie } : headers);
        directory?.browser.keep(response, path);
        const next = new Date();
        contents = await contentsNow(contents);
        const after = rowCountsAt(contents, asOf);
        const route = `${operation.method} ${operation.path} (${request.label})`;
        if (response.statusCode >= 500) {
          problems.push(`${route}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        } else if (response.statusCode >= 400) {
          const changed = changedTables(before, after);
          if (changed.length && !isRefusalsRecord(operation, response.statusCode, changed))
            problems.push(
              `${route}: refused with ${response.statusCode} but wrote ${changed.join(', ')}`,
            );
        }
        before = rowCountsAt(contents, next);
        asOf = next;
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);
});
