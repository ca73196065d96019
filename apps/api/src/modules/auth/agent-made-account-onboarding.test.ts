/**
 * Decision 0032: a customer an agent registered gets one e-mail (who registered them, where, and
 * the code that sets the password), and that reset code verifies the e-mail in the same step. The
 * code is single-use, expires and is rate-limited like every reset code; an account its owner
 * signed up for and never verified keeps the spec's refusal, and is not changed by any code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT_MADE_ACCOUNT_CODE_HOURS,
  AGENT_MADE_ACCOUNT_EMAIL_SUBJECT,
  CODE_LIFETIME_MINUTES,
  IDENTITY_ERRORS,
  IDENTITY_FLOW_ERRORS,
  PHONE,
  PRODUCT_NAME,
} from '@wallet/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../demo/demo-accounts.js';
import {
  createTestApp,
  createTestClock,
  latestCode,
  signIn,
  wrongCode,
  type TestApp,
} from '../../test/test-app.js';
import { CODES_PER_HOUR } from './account-service.js';

const clock = createTestClock();
let t: TestApp;
let agentHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  agentHeaders = (await signIn(t.app, DEMO_ACCOUNTS.agent.email)).headers;
});
afterAll(async () => t?.close());

const NEW_PASSWORD = 'Harbour-Lights-42!';

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });

type OutboxMessage = { subject: string; body: string; code?: string };
async function outbox(recipient: string): Promise<OutboxMessage[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/dev/messages?recipient=${encodeURIComponent(recipient)}`,
  });
  return response.json().messages;
}

/** Create Customer Account, as the seeded agent (Niamh Kelly, at Athlone). */
async function registerCustomer(email: string, portfolioCode: string) {
  const response = await post(
    '/profile/profile/create',
    {
      first_name: 'Saoirse',
      last_name: 'Ní Bhriain',
      phone: '0871234567',
      email,
      portfolio_code: portfolioCode,
    },
    agentHeaders,
  );
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ successfully_paired: true, existing_user: false });
}

const userOf = async (email: string) => (await t.repositories.users.findByEmail(email))!;

describe('the e-mail of an account an agent made', () => {
  it('names the branch and the agent, and leads to the password in one step', async () => {
    const email = 'saoirse.one@example.ie';
    await registerCustomer(email, 'MURP01');
    const messages = await outbox(email);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message!.subject).toBe(AGENT_MADE_ACCOUNT_EMAIL_SUBJECT);
    expect(message!.subject).toBe(`Your ${PRODUCT_NAME} Login Verification Code`);
    const lines = message!.body.split('\n');
    expect(lines[0]).toBe('Hello Saoirse,');
    expect(lines).toContain(
      `Niamh at our Athlone branch has registered you for the ${PRODUCT_NAME} with this email address.`,
    );
    expect(lines).toContain(`Your Login Verification Code is ${message!.code}.`);
    expect(lines).toContain(
      `1. Open the Reset password page: ${t.config.publicOrigins[0]}/resetpassword?resetCodeSent=true`,
    );
    expect(lines).toContain('2. Enter this email address, the code and your new password.');
    expect(message!.body).toContain('Setting your password also verifies your email address.');
    expect(message!.body).toContain(
      `The code is valid for ${AGENT_MADE_ACCOUNT_CODE_HOURS} hours.`,
    );
    expect(AGENT_MADE_ACCOUNT_CODE_HOURS * 60).toBe(CODE_LIFETIME_MINUTES.verifyEmail);
    expect(message!.body).toContain(`please call us on ${PHONE.loginSupport}`);
    // Not the sign-up e-mail's words: the customer did not create this account.
    expect(message!.body).not.toContain('If you did not create an account');
    expect(message!.body).not.toContain('Verify email page');
  });

  it("is the agent sign-up's e-mail too (the sign-in check's account)", async () => {
    const email = 'cian.dunne@example.ie';
    const response = await post(
      '/users/agent_sign_up',
      {
        given_name: 'Cian',
        family_name: 'Dunne',
        email,
        phone_number: '+353861234567',
        password: 'Tq7#mWz2!pLx',
      },
      agentHeaders,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [message] = await outbox(email);
    expect(message!.subject).toBe(AGENT_MADE_ACCOUNT_EMAIL_SUBJECT);
    expect(message!.body).toContain('Hello Cian,');
    expect(message!.body).toContain('Niamh at our Athlone branch has registered you');
  });
});

describe('the code sets the password and verifies the e-mail in one step', () => {
  it('verifies, sets the password, signs in, and the code works once only', async () => {
    const email = 'saoirse.one@example.ie';
    const code = await latestCode(t.app, email);
    const before = await userOf(email);
    expect(before).toMatchObject({ emailVerified: false, passwordHash: null });

    const reset = await post('/auth/confirm-forgot-password', {
      email,
      code,
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const after = await userOf(email);
    expect(after.emailVerified).toBe(true);
    expect(after.passwordHash).toMatch(/^\$argon2id\$/);
    const signedIn = await post('/auth/sign-in', { email, password: NEW_PASSWORD });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toHaveProperty('accessToken');

    const again = await post('/auth/confirm-forgot-password', {
      email,
      code,
      password: 'Another-Harbour-43!',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(IDENTITY_FLOW_ERRORS.expiredCode);
    expect((await userOf(email)).passwordHash).toBe(after.passwordHash);
  });

  it('ends the code after five wrong guesses, changing nothing', async () => {
    const email = 'guessed@example.ie';
    await registerCustomer(email, 'DOYL02');
    const code = await latestCode(t.app, email);
    for (let guess = 0; guess < 5; guess += 1) {
      const wrong = await post('/auth/confirm-forgot-password', {
        email,
        code: wrongCode(code),
        password: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
    }
    const right = await post('/auth/confirm-forgot-password', {
      email,
      code,
      password: NEW_PASSWORD,
    });
    expect(right.json()).toEqual(IDENTITY_FLOW_ERRORS.limitExceeded);
    expect(await userOf(email)).toMatchObject({ emailVerified: false, passwordHash: null });
  });

  it('expires after a day; "I\'ve forgotten my password" then sends a new code that does the same', async () => {
    const email = 'late@example.ie';
    await registerCustomer(email, 'KAVA03');
    const code = await latestCode(t.app, email);
    clock.advanceMinutes(AGENT_MADE_ACCOUNT_CODE_HOURS * 60 + 1);
    // The agent's session has ended by then: later tests register with a new one.
    agentHeaders = (await signIn(t.app, DEMO_ACCOUNTS.agent.email)).headers;
    const late = await post('/auth/confirm-forgot-password', {
      email,
      code,
      password: NEW_PASSWORD,
    });
    expect(late.json()).toEqual(IDENTITY_FLOW_ERRORS.expiredCode);
    expect(await userOf(email)).toMatchObject({ emailVerified: false, passwordHash: null });

    // Not refused as unverified (platform.md 8's refusal is for accounts their owner signed up for).
    const asked = await post('/auth/forgot-password', { email });
    expect(asked.statusCode, asked.body).toBe(200);
    const [message] = await outbox(email);
    expect(message!.subject).toBe(`Reset your ${PRODUCT_NAME} password`);
    expect(message!.body).toContain(
      `The code is valid for ${CODE_LIFETIME_MINUTES.resetPassword} minutes.`,
    );
    expect(message!.body).toContain('Setting your password also verifies your email address.');
    const reset = await post('/auth/confirm-forgot-password', {
      email,
      code: message!.code!,
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await userOf(email)).emailVerified).toBe(true);
    expect((await post('/auth/sign-in', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('counts the e-mail among the hour’s reset codes', async () => {
    const email = 'many@example.ie';
    await registerCustomer(email, 'NOLA04');
    for (let sent = 1; sent < CODES_PER_HOUR; sent += 1) {
      expect((await post('/auth/forgot-password', { email })).statusCode).toBe(200);
    }
    const one = await post('/auth/forgot-password', { email });
    expect(one.statusCode).toBe(400);
    expect(one.json()).toEqual(IDENTITY_FLOW_ERRORS.limitExceeded);
    expect(await outbox(email)).toHaveLength(CODES_PER_HOUR);
  });
});

describe('an account its owner signed up for and never verified', () => {
  it('is still refused a reset code, and no code sets its password or verifies it', async () => {
    const email = 'self.signed@example.ie';
    const signUp = await post('/auth/sign-up', {
      firstName: 'Orla',
      lastName: 'Kenny',
      email,
      phoneNo: '+353851234567',
      password: DEMO_PASSWORD,
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const before = await userOf(email);
    const signUpCode = await latestCode(t.app, email);

    const asked = await post('/auth/forgot-password', { email });
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual(IDENTITY_FLOW_ERRORS.unverifiedForReset);
    expect(await outbox(email)).toHaveLength(1);

    // Not the sign-up code either (codes are bound to their purpose), nor a guess.
    for (const code of [signUpCode, wrongCode(signUpCode)]) {
      const reset = await post('/auth/confirm-forgot-password', {
        email,
        code,
        password: NEW_PASSWORD,
      });
      expect(reset.statusCode).toBe(400);
      expect(reset.json()).toEqual(IDENTITY_FLOW_ERRORS.unverifiedForReset);
    }
    const after = await userOf(email);
    expect(after).toMatchObject({ emailVerified: false, passwordHash: before.passwordHash });
    expect((await post('/auth/sign-in', { email, password: NEW_PASSWORD })).json()).toEqual(
      IDENTITY_ERRORS.notAuthorized,
    );

    // Its own way still works: the sign-up code verifies it, with the password chosen at sign-up.
    const confirmed = await post('/auth/confirm-sign-up', { email, code: signUpCode });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await post('/auth/sign-in', { email, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});
