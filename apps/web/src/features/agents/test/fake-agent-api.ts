import {
  DEFAULT_PROFILE,
  LIVE_QUOTES_PAGE_SIZE,
  type Branch,
  type LiveQuoteRow,
  type PortfolioRow,
  type Profile,
  type QuoteCustomer,
  type QuoteSearchRow,
  type RetrievedUser,
  type SessionUser,
} from '@wallet/domain';
import { vi } from 'vitest';
import { AGENT } from '../../../test/test-api';

export const SUPER_AGENT: SessionUser = {
  ...AGENT,
  user_id: 'super-agent-1',
  email: 'superagent@wallet.test',
  given_name: 'Róisín',
  role: 'super_agent',
};

export const BRANCHES: Branch[] = [
  { id: 1, branch_name: 'Dublin, College Green' },
  { id: 2, branch_name: 'Cork, Patrick Street' },
  { id: 3, branch_name: 'Galway, Eyre Square' },
];

/** What the in-test API holds for the agent calls; each test changes what it needs. */
export type AgentApiState = {
  branch: Branch | null;
  branches: Branch[];
  /** The portfolio register's codes. */
  registerCodes: string[];
  /** E-mails that have an account already. */
  existingEmails: string[];
  users: RetrievedUser[];
  pairs: PortfolioRow[];
  /** Codes registered to someone else: [policy holder, submitted by]. */
  takenCodes: Record<string, [string, string]>;
  quoteCustomers: QuoteCustomer[];
  customerQuotes: Record<string, QuoteSearchRow[]>;
  branchQuotes: Record<string, QuoteSearchRow[]>;
  branchPageSize: number;
  liveQuotes: { home: LiveQuoteRow[]; motor: LiveQuoteRow[] };
  selectedQuotes: Record<string, unknown>;
  profiles: Record<string, Profile>;
  /** Routes ('PUT /api/users/phone_number') that answer this status instead. */
  failing: Record<string, number>;
};

export function quoteRow(overrides: Partial<QuoteSearchRow> = {}): QuoteSearchRow {
  return {
    first_name: 'Aoife',
    last_name: 'Murphy',
    date_of_birth: '1985-04-12',
    email: 'aoife@example.ie',
    policy_code: 'HQ1234ABCD',
    rsa_quote_amount: 486.5,
    fbd_quote_amount: null,
    quote_timestamp: '2026-03-02T10:15:00Z',
    dwelling_type: 'Owner Occupied',
    branch: 'Dublin, College Green',
    ...overrides,
  };
}

export function liveQuote(index: number, overrides: Partial<LiveQuoteRow> = {}): LiveQuoteRow {
  return {
    quote_reference: `HQ${String(index).padStart(8, '0')}`,
    email: `customer${index}@example.ie`,
    first_name: 'Customer',
    last_name: String(index),
    premium_amount: 400 + index,
    contact_number: '00353871234567',
    timestamp: '2026-03-02T10:15:00Z',
    contacted: false,
    ...overrides,
  };
}

export function retrievedUser(overrides: Partial<RetrievedUser> = {}): RetrievedUser {
  return {
    first_name: 'Aoife',
    last_name: 'Murphy',
    email: 'demo@wallet.test',
    phone_number: '+353871234567',
    username: 'user-aoife',
    ...overrides,
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const startsWith = (value: string, input: string) =>
  value.toLowerCase().startsWith(input.toLowerCase());

/**
 * Answers the agent workspace's calls from `state`, as the API does, passing every other call to
 * the in-test API (install it after renderApp). Returns the state and the calls it answered, each
 * as its route and query string with its body.
 */
export function installAgentApi(overrides: Partial<AgentApiState> = {}) {
  const state: AgentApiState = {
    branch: BRANCHES[0]!,
    branches: BRANCHES,
    registerCodes: ['MURP01', 'DOYL02', 'A1B2C3D4-E5F6-A7B8-C9D0E1F2A3B4'],
    existingEmails: [],
    users: [],
    pairs: [],
    takenCodes: {},
    quoteCustomers: [],
    customerQuotes: {},
    branchQuotes: {},
    branchPageSize: 1000,
    liveQuotes: { home: [], motor: [] },
    selectedQuotes: {},
    profiles: {},
    failing: {},
    ...overrides,
  };
  const calls: Array<{ route: string; body: unknown }> = [];
  const inner = globalThis.fetch;

  // The fields of the calls' bodies, as the app sends them (each call has a few of them).
  type Body = {
    id: number;
    branch_name: string;
    email: string;
    first_name: string;
    last_name: string;
    portfolio_code: string;
    third_party_identifier: string;
    username: string;
    phone_number: string;
    quote_reference: string;
    search_option: keyof QuoteCustomer;
    search_input: string;
    search_criteria: string;
    page_number: number;
    page_size: number;
  };
  const answer = (method: string, url: URL, body: Body): Response | null => {
    const path = url.pathname;
    const route = `${method} ${path}`;
    const verify = /^\/api\/home\/applied_home_quotes\/verify\/portfolio\/(.+)$/.exec(path);
    const live = /^\/api\/(home|motor)\/search\/latest_quotes$/.exec(path);
    const contacted = /^\/api\/(home|motor)\/(home|motor)_quotes\/contacted$/.exec(path);
    if (verify && method === 'GET') {
      const code = decodeURIComponent(verify[1]!);
      return state.registerCodes.includes(code)
        ? json(200, { portfolio_code: code, valid: true })
        : json(404, { message: 'Please enter a valid portfolio code.' });
    }
    if (live && method === 'GET') {
      const list = state.liveQuotes[live[1] as 'home' | 'motor'].filter((row) => !row.contacted);
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('size'));
      return json(200, {
        content: list.slice(page * size, (page + 1) * size),
        total_pages: Math.ceil(list.length / size),
      });
    }
    if (contacted && method === 'PUT') {
      const row = state.liveQuotes[contacted[1] as 'home' | 'motor'].find(
        (quote) => quote.quote_reference === body.quote_reference,
      );
      if (!row) return json(404, { message: 'There is no quote with this reference.' });
      if (row.contacted) {
        return json(409, { message: 'This quote has already been marked as contacted.' });
      }
      row.contacted = true;
      return json(200, { quote_reference: row.quote_reference, contacted: true });
    }
    switch (route) {
      case 'GET /api/profile/profile/branch':
        return json(200, state.branch);
      case 'GET /api/profile/profile/branches':
        return json(200, state.branches);
      case 'PUT /api/profile/profile/branch':
        state.branch = { id: body.id, branch_name: body.branch_name };
        return json(200, body);
      case 'POST /api/profile/profile/create': {
        if (state.existingEmails.includes(body.email)) {
          return json(200, {
            successfully_paired: true,
            existing_user: true,
            message: `Portfolio Code successfully matched to email address ${body.email}`,
          });
        }
        state.existingEmails.push(body.email);
        return json(200, { successfully_paired: true, existing_user: false });
      }
      case 'POST /api/users': {
        const option = (['email', 'first_name', 'last_name'] as const).find(
          (name) => typeof body[name] === 'string',
        )!;
        return json(200, {
          user_list: state.users.filter((user) => startsWith(user[option], body[option])),
        });
      }
      case 'POST /api/home/applied_match/search':
        return json(
          200,
          state.pairs.filter((pair) => pair.third_party_identifier === body.third_party_identifier),
        );
      case 'POST /api/home/applied_match/match': {
        const code = String(body.portfolio_code).toUpperCase();
        const taken = state.takenCodes[code];
        if (taken) {
          return json(200, {
            successfully_paired: false,
            message: 'taken',
            matching_failure: { policy_holder_email: taken[0], user_email: taken[1] },
          });
        }
        if (!state.registerCodes.includes(code)) {
          return json(200, {
            successfully_paired: false,
            message: 'Please enter a valid portfolio code.',
          });
        }
        state.pairs.push({
          portfolio_code: code,
          third_party_identifier: body.third_party_identifier,
        });
        return json(200, { successfully_paired: true, message: 'matched' });
      }
      case 'POST /api/home/applied_match/unmatch': {
        const index = state.pairs.findIndex(
          (pair) =>
            pair.portfolio_code === body.portfolio_code &&
            pair.third_party_identifier === body.third_party_identifier,
        );
        if (index < 0) return json(404, { message: 'Failed to delete Portfolio Code' });
        const [removed] = state.pairs.splice(index, 1);
        return json(200, removed);
      }
      case 'PUT /api/users/phone_number': {
        const user = state.users.find((candidate) => candidate.username === body.username);
        if (!user) return json(404, { message: 'Failed to update mobile number' });
        user.phone_number = body.phone_number;
        return json(200, {
          message: 'Mobile number updated successfully',
          phone_number: body.phone_number,
        });
      }
      case 'POST /api/home/applied_home_quotes/latest_quotes_users':
        return json(
          200,
          state.quoteCustomers.filter((customer) =>
            startsWith(customer[body.search_option], body.search_input),
          ),
        );
      case 'POST /api/home/applied_home_quotes/latest_quotes':
        return json(200, state.customerQuotes[body.email] ?? []);
      case 'POST /api/home/applied_home_quotes/latest_quotes/branch': {
        const rows = state.branchQuotes[body.search_criteria] ?? [];
        const size = Math.min(body.page_size, state.branchPageSize);
        return json(200, {
          content: rows.slice(body.page_number * size, (body.page_number + 1) * size),
          total_pages: Math.ceil(rows.length / size),
        });
      }
      case 'GET /api/home/applied_home_quotes/latest/policy_code': {
        const quote = state.selectedQuotes[url.searchParams.get('policyCode') ?? ''];
        return quote
          ? json(200, quote)
          : json(404, { message: 'There is no quote with this reference.' });
      }
      case 'POST /api/profile/profile/search/email':
        return json(200, state.profiles[body.email] ?? DEFAULT_PROFILE);
      default:
        return null;
    }
  };

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      const body = (typeof init.body === 'string' ? JSON.parse(init.body) : {}) as Body;
      const failing = state.failing[`${method} ${url.pathname}`];
      const answered = failing ? json(failing, { message: 'Refused' }) : answer(method, url, body);
      if (!answered) return inner(input, init);
      calls.push({ route: `${method} ${url.pathname}${url.search}`, body });
      return answered;
    }),
  );
  // The header asks for the agent's branch on every page; the screens' own calls are the rest.
  const own = () =>
    calls.filter((call) => !call.route.startsWith('GET /api/profile/profile/branch'));
  return { state, calls: own, routes: () => own().map((call) => call.route) };
}

export const LIVE_PAGE = LIVE_QUOTES_PAGE_SIZE;
