import {
  DEFAULT_FEATURE_FLAGS,
  DEFAULT_PROFILE,
  type FeatureFlags,
  type Profile,
  type ProfilePolicy,
  SESSION_HINT_COOKIE,
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
  accounts?: TestAccount[];
  /** Whether GET /dev/messages answers (the server's OUTBOX_VIEWER); on by default. */
  outboxViewer?: boolean;
  /** POST /auth/sign-out fails (the server is unreachable or errs). */
  signOutFails?: boolean;
};

/** How an account behaves at sign-in, as the identity service would have it. */
export type TestAccount = SessionUser & {
  /** MFA by SMS to this number (international form); the code is always TEST_CODE. */
  mfaPhone?: string;
  numberVerified?: boolean;
  unconfirmed?: boolean;
  createdByAgent?: boolean;
  newPasswordRequired?: boolean;
  passwordResetRequired?: boolean;
};

/** The one-time code the in-test identity service accepts (SMS, verification and reset). */
export const TEST_CODE = '123456';
/** An SMS code the in-test identity service answers with ExpiredCodeException. */
export const EXPIRED_CODE = '999999';

const identityError = (name: string, message: string) => json(400, { name, message });

function masked(phone: string): string {
  return `*******${phone.slice(-2)}`;
}

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
    end_date: '2026-01-09',
    insurer: 'RSA',
    premium_cents: 48_650,
    cover: 'Buildings and contents',
  },
  {
    policy_type: 'MOTOR',
    reference_number: 'R2',
    policy_number: 'MP-2',
    policy_id: '2',
    start_date: '2025-02-10',
    end_date: '2026-02-09',
    insurer: 'RSA',
    premium_cents: 71_240,
    cover: null,
  },
  {
    policy_type: 'TRAVEL',
    reference_number: 'R3',
    policy_number: 'TP-3',
    policy_id: '3',
    start_date: '2025-03-10',
    end_date: '2025-03-17',
    insurer: 'CHUBB',
    premium_cents: 6_848,
    cover: 'Single Trip',
  },
];

export type RecordedRequest = { method: string; path: string; headers: Headers; body: unknown };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** What the API's Set-Cookie headers do to the session hint in the browser's cookie jar. */
export function setSessionHint(present: boolean): void {
  document.cookie = present
    ? `${SESSION_HINT_COOKIE}=1; path=/`
    : `${SESSION_HINT_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

export function installTestApi(options: TestApiOptions = {}) {
  const flags: FeatureFlags = { ...DEFAULT_FEATURE_FLAGS, ...options.flags };
  let current: SessionUser | null = options.signedInAs ?? null;
  // A browser with a session holds its cookies from an earlier page.
  setSessionHint(current !== null);
  const accounts: TestAccount[] = [...(options.accounts ?? [CUSTOMER])];
  const requests: RecordedRequest[] = [];
  const outbox: Array<{ recipient: string; channel: 'EMAIL' | 'SMS'; code: string }> = [];
  let challengeCount = 0;
  const challenges = new Map<string, TestAccount>();
  const createdProfiles: unknown[] = [];
  /** The e-mail addresses signed up in this browser: their sign-up proof cookie (decision 0029). */
  const signUpProofs = new Set<string>();
  const newChallenge = (account: TestAccount) => {
    const session = `challenge-${++challengeCount}`;
    challenges.set(session, account);
    return session;
  };
  const smsChallenge = (account: TestAccount) => {
    outbox.push({ recipient: account.mfaPhone ?? '', channel: 'SMS', code: TEST_CODE });
    return json(200, {
      challengeName: 'SMS_MFA',
      session: newChallenge(account),
      challengeParameters: {
        CODE_DELIVERY_DESTINATION: account.mfaPhone ? masked(account.mfaPhone) : '',
        CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS',
      },
    });
  };
  const findAccount = (email: unknown) => accounts.find((candidate) => candidate.email === email);

  const sessionAnswer = (user: SessionUser) => {
    setSessionHint(true);
    return json(200, { accessToken: `token-${user.user_id}`, expiresIn: 900, user });
  };

  const profileOf = (user: SessionUser): Profile => ({
    ...DEFAULT_PROFILE,
    first_name: user.given_name,
    last_name: user.family_name,
    email: user.email,
    user_id: user.user_id,
    policies: options.policies ?? [],
    default_response: false,
  });

  const savedTempQuotes = new Map<string, unknown>();
  const savedTravelAnswers = new Map<string, unknown>();
  const savedCarAnswers = new Map<string, unknown>();

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
        if (current) return sessionAnswer(current);
        setSessionHint(false);
        return json(401, { message: 'No session' });
      case 'POST /api/auth/sign-in': {
        const account = findAccount(body?.email);
        if (!account)
          return json(400, { name: 'UserNotFoundException', message: 'User does not exist.' });
        if (body?.password !== TEST_PASSWORD) {
          return json(400, {
            name: 'NotAuthorizedException',
            message: 'Incorrect username or password.',
          });
        }
        if (account.unconfirmed)
          return identityError('UserNotConfirmedException', 'User is not confirmed.');
        if (account.passwordResetRequired || account.createdByAgent)
          return identityError(
            'PasswordResetRequiredException',
            'Password reset required for the user',
          );
        if (account.newPasswordRequired)
          return json(200, {
            challengeName: 'NEW_PASSWORD_REQUIRED',
            session: newChallenge(account),
          });
        if (account.mfaPhone) return smsChallenge(account);
        current = account;
        return sessionAnswer(account);
      }
      case 'POST /api/verified': {
        const account = findAccount(body?.email);
        return json(200, {
          mfa_enabled: Boolean(account?.mfaPhone),
          number_verified: Boolean(account?.mfaPhone && account.numberVerified !== false),
        });
      }
      case 'POST /api/auth/respond-to-challenge': {
        const account = challenges.get(body?.session);
        if (!account)
          return identityError(
            'NotAuthorizedException',
            'Invalid session for the user, session is expired.',
          );
        if (body.challengeName === 'NEW_PASSWORD_REQUIRED') {
          challenges.delete(body.session);
          account.newPasswordRequired = false;
          if (account.mfaPhone) return smsChallenge(account);
          current = account;
          return sessionAnswer(account);
        }
        if (body.code === EXPIRED_CODE) {
          challenges.delete(body.session);
          return identityError(
            'ExpiredCodeException',
            'Invalid code provided, please request a code again.',
          );
        }
        if (body.code !== TEST_CODE)
          return identityError(
            'CodeMismatchException',
            'Invalid verification code provided, please try again.',
          );
        challenges.delete(body.session);
        current = account;
        return sessionAnswer(account);
      }
      case 'PUT /api/update_phone_number': {
        const account = challenges.get(body?.session);
        if (!account || account.email !== body?.user_name)
          return identityError(
            'NotAuthorizedException',
            'Invalid session for the user, session is expired.',
          );
        challenges.delete(body.session);
        account.mfaPhone = body.phone_number;
        account.numberVerified = true;
        outbox.push({ recipient: body.phone_number, channel: 'SMS', code: TEST_CODE });
        return json(200, {
          message: 'Phone number updated',
          session: newChallenge(account),
          challengeParameters: { CODE_DELIVERY_DESTINATION: masked(body.phone_number) },
        });
      }
      case 'POST /api/auth/sign-up': {
        if (findAccount(body?.email))
          return identityError(
            'UsernameExistsException',
            'An account with the given email already exists.',
          );
        accounts.push({
          user_id: `user-${accounts.length + 1}`,
          email: body.email,
          given_name: body.firstName,
          family_name: body.lastName,
          role: 'customer',
          unconfirmed: true,
        });
        outbox.push({ recipient: body.email, channel: 'EMAIL', code: TEST_CODE });
        // The sign-up proof cookie this browser now holds (decision 0029).
        signUpProofs.add(body.email);
        return json(200, {
          userConfirmed: false,
          codeDeliveryDetails: { destination: body.email, deliveryMedium: 'EMAIL' },
        });
      }
      case 'POST /api/auth/registered':
        return json(200, { registered: Boolean(findAccount(body?.email)) });
      case 'POST /api/auth/confirm-sign-up': {
        const account = findAccount(body?.email);
        if (!account) return identityError('UserNotFoundException', 'User does not exist.');
        if (!account.unconfirmed)
          return identityError(
            'NotAuthorizedException',
            'User cannot be confirmed. Current status is CONFIRMED',
          );
        if (body.code !== TEST_CODE)
          return identityError(
            'CodeMismatchException',
            'Invalid verification code provided, please try again.',
          );
        account.unconfirmed = false;
        if (!signUpProofs.delete(account.email) || account.createdByAgent) {
          return json(200, { createdByAgent: Boolean(account.createdByAgent) });
        }
        // The browser that signed up is signed in as a right password would have it.
        if (account.mfaPhone) {
          const challenge = await smsChallenge(account).json();
          return json(200, { createdByAgent: false, signIn: challenge });
        }
        current = account;
        setSessionHint(true);
        return json(200, {
          createdByAgent: false,
          signIn: { accessToken: `token-${account.user_id}`, expiresIn: 900, user: account },
        });
      }
      case 'POST /api/auth/resend-sign-up-code':
      case 'POST /api/auth/forgot-password': {
        const account = findAccount(body?.email);
        if (!account) return identityError('UserNotFoundException', 'User does not exist.');
        if (route.endsWith('forgot-password') && account.unconfirmed)
          return identityError(
            'InvalidParameterException',
            'Cannot reset password for the user as there is no registered/verified email or phone_number',
          );
        outbox.push({ recipient: account.email, channel: 'EMAIL', code: TEST_CODE });
        return json(200, {
          codeDeliveryDetails: { destination: account.email, deliveryMedium: 'EMAIL' },
        });
      }
      case 'POST /api/auth/confirm-forgot-password': {
        const account = findAccount(body?.email);
        if (!account) return identityError('UserNotFoundException', 'User does not exist.');
        if (body.code !== TEST_CODE)
          return identityError(
            'CodeMismatchException',
            'Invalid verification code provided, please try again.',
          );
        account.passwordResetRequired = false;
        account.createdByAgent = false;
        return json(200, {});
      }
      case 'GET /api/auth/me':
        if (!current || bearer !== `Bearer token-${current.user_id}`)
          return json(401, { message: 'Unauthorized' });
        return json(200, current);
      case 'POST /api/profile/profile/create/user':
        if (!current || bearer !== `Bearer token-${current.user_id}`)
          return json(401, { message: 'Unauthorized' });
        createdProfiles.push(body);
        return json(200, { successfully_paired: true });
      case 'GET /api/dev/messages': {
        if (options.outboxViewer === false) return json(404, { message: 'Not Found' });
        const recipient = url.searchParams.get('recipient');
        return json(200, {
          messages: outbox
            .map((message, index) => ({ ...message, index }))
            .filter((message) => message.recipient === recipient)
            .reverse()
            .map((message) => ({
              id: String(message.index),
              channel: message.channel,
              recipient: message.recipient,
              subject: message.channel === 'EMAIL' ? 'Your verification code' : null,
              body: `Your code is ${message.code}`,
              code: message.code,
              created_at: new Date(Date.UTC(2026, 0, 1, 9, message.index)).toISOString(),
            })),
        });
      }
      case 'POST /api/auth/sign-out':
        if (options.signOutFails) return json(500, { message: 'Internal Server Error' });
        current = null;
        setSessionHint(false);
        return new Response(null, { status: 204 });
      case 'POST /api/profile/profile/tempQuote/HOME':
        if (!current || bearer !== `Bearer token-${current.user_id}`)
          return json(401, { message: 'Unauthorized' });
        savedTempQuotes.set(current.user_id, body);
        return json(200, body);
      case 'POST /api/profile/profile/tempQuote/TRAVEL':
        if (!current || bearer !== `Bearer token-${current.user_id}`)
          return json(401, { message: 'Unauthorized' });
        savedTravelAnswers.set(current.user_id, body);
        return json(200, body);
      case 'PUT /api/profile/profile/tempQuote/MOTOR':
        if (!current || bearer !== `Bearer token-${current.user_id}`)
          return json(401, { message: 'Unauthorized' });
        savedCarAnswers.set(current.user_id, body);
        return json(200, body);
      case 'GET /api/profile/profile':
        if (!current || bearer !== `Bearer token-${current.user_id}`)
          return json(401, { message: 'Unauthorized' });
        return json(200, profileOf(current));
      // The renewals a signed-in customer's wallet asks for: none, unless a test answers its own.
      case 'GET /api/home/applied_home_renewal/offers':
        if (!current || bearer !== `Bearer token-${current.user_id}`)
          return json(401, { message: 'Unauthorized' });
        return json(200, []);
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
    accounts,
    createdProfiles,
    /** The home answers saved per user through POST /profile/profile/tempQuote/HOME. */
    savedTempQuotes,
    /** The travel form saved per user through POST /profile/profile/tempQuote/TRAVEL. */
    savedTravelAnswers,
    /** The car form saved per user through PUT /profile/profile/tempQuote/MOTOR. */
    savedCarAnswers,
    /** The browser no longer holds its sign-up proof cookies (another browser, or expired). */
    forgetSignUpProofs() {
      signUpProofs.clear();
    },
    /** The server forgets the session (deleted user, signed out elsewhere). */
    endServerSession() {
      current = null;
    },
  };
}
