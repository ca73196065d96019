import {
  DEFAULT_FEATURE_FLAGS,
  DEFAULT_PROFILE,
  type FeatureFlags,
  type Profile,
  type ProfilePolicy,
  type SessionUser,
} from '@wallet/domain';
import { vi } from 'vitest';

/**
 * A small in-memory API answering the app's calls, plugged in where the browser's network would
 * be (globalThis.fetch). Everything above fetch is the real app.
 */
export type TestApiOptions = {
  flags?: Partial<FeatureFlags>;
  /** Who the refresh cookie belongs to; null means a visitor with no session. */
  signedInAs?: SessionUser | null;
  policies?: ProfilePolicy[];
  /** Accounts that can sign in with TEST_PASSWORD. */
  accounts?: SessionUser[];
};

export const TEST_PASSWORD = 'Wallet-Demo-2026!';

export const CUSTOMER: SessionUser = {
  user_id: 'user-1',
  email: 'demo@wallet.test',
  given_name: 'Aoife',
  family_name: 'Murphy',
  role: 'customer',
};

export const AGENT: SessionUser = {
  ...CUSTOMER,
  user_id: 'agent-1',
  given_name: 'Seán',
  role: 'agent',
};

export const ALL_POLICIES: ProfilePolicy[] = [
  {
    policy_type: 'HOME',
    reference_number: 'R1',
    policy_number: 'HP-1',
    policy_id: '1',
    start_date: '2025-01-10',
  },
  {
    policy_type: 'MOTOR',
    reference_number: 'R2',
    policy_number: 'MP-2',
    policy_id: '2',
    start_date: '2025-02-10',
  },
  {
    policy_type: 'TRAVEL',
    reference_number: 'R3',
    policy_number: 'TP-3',
    policy_id: '3',
    start_date: '2025-03-10',
  },
];

export type RecordedRequest = { method: string; path: string; headers: Headers; body: unknown };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function installTestApi(options: TestApiOptions = {}) {
  const flags: FeatureFlags = { ...DEFAULT_FEATURE_FLAGS, ...options.flags };
  let current: SessionUser | null = options.signedInAs ?? null;
  const accounts = options.accounts ?? [CUSTOMER];
  const requests: RecordedRequest[] = [];

  const sessionAnswer = (user: SessionUser) =>
    json(200, { accessToken: `token-${user.user_id}`, expiresIn: 900, user });

  const profileOf = (user: SessionUser): Profile => ({
    ...DEFAULT_PROFILE,
    first_name: user.given_name,
    last_name: user.family_name,
    email: user.email,
    user_id: user.user_id,
    policies: options.policies ?? [],
    default_response: false,
  });

  const handle = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname, headers, body });
    const route = `${method} ${url.pathname}`;
    const bearer = headers.get('Authorization');

    switch (route) {
      case 'GET /api/feature':
        return json(200, flags);
      case 'POST /api/auth/refresh':
        return current ? sessionAnswer(current) : json(401, { message: 'No session' });
      case 'POST /api/auth/sign-in': {
        const account = accounts.find((candidate) => candidate.email === body?.email);
        if (!account)
          return json(400, { name: 'UserNotFoundException', message: 'User does not exist.' });
        if (body?.password !== TEST_PASSWORD) {
          return json(400, {
            name: 'NotAuthorizedException',
            message: 'Incorrect username or password.',
          });
        }
        current = account;
        return sessionAnswer(account);
      }
      case 'POST /api/auth/sign-out':
        current = null;
        return new Response(null, { status: 204 });
      case 'GET /api/profile/profile':
        if (!current || bearer !== `Bearer token-${current.user_id}`)
          return json(401, { message: 'Unauthorized' });
        return json(200, profileOf(current));
      default:
        return json(404, { message: `No test route for ${route}` });
    }
  };

  vi.stubGlobal('fetch', vi.fn(handle));
  return {
    requests,
    flags,
    setFlag(name: keyof FeatureFlags, value: boolean) {
      flags[name] = value;
    },
  };
}
