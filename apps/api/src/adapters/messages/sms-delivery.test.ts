/**
 * SMS leave the outbox through the HTTP provider (issue 45, decision 0047): a sign-in code by
 * text goes through the local stand-in, the sign-in completes with what it received, and neither
 * the row nor the log keeps the code or the number after.
 */
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_SIGN_IN_ACCOUNTS } from '../../demo/demo-accounts.js';
import { messageOutbox } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startLocalSmsServer, type ReceivedSms } from './local-sms-server.js';
import { createOutboxDelivery } from './outbox-delivery.js';
import { REMOVED_CODE } from './outbox-messages.js';
import { createHttpSmsProvider } from './sms-provider.js';

const KEY = 'sms-delivery-key-0123456789abcdef';
const MFA = DEMO_SIGN_IN_ACCOUNTS.mfa;

let stand: Awaited<ReturnType<typeof startLocalSmsServer>>;
let t: TestApp;
const log: string[] = [];

beforeAll(async () => {
  stand = await startLocalSmsServer({ apiKey: KEY });
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  // The outbox viewer closed, as where customers are: codes are held only until sent.
  t = await createTestApp({
    env: { SMS_URL: stand.url, SMS_API_KEY: KEY, OUTBOX_VIEWER: 'false', LOG_LEVEL: 'info' },
    logStream,
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await stand?.close();
});

const db = () => t.app.database.db;
const rowsTo = (recipient: string) =>
  db().select().from(messageOutbox).where(eq(messageOutbox.recipient, recipient));
const receivedBy = (number: string) => stand.received.filter((sms) => `+${sms.body.to}` === number);

async function until<T>(find: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('not in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('SMS through the provider', () => {
  it('texts a sign-in code once through the stand-in; the code signs in and is kept nowhere', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: MFA.email, password: DEMO_PASSWORD },
    });
    expect(signIn.json()).toMatchObject({ challengeName: 'SMS_MFA' });
    const { session } = signIn.json();
    const sms: ReceivedSms = await until(() => receivedBy(MFA.phoneNumber)[0]);
    // The row settles a moment after the provider answered.
    const row = await until(async () => {
      const [each] = await rowsTo(MFA.phoneNumber);
      return each && each.status !== 'pending' ? each : undefined;
    });
    expect(row).toMatchObject({ channel: 'sms', status: 'sent', code: null, attempts: 1 });
    expect(row.nextAttemptAt).toBeNull();
    expect(sms.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sms.body).toMatchObject({
      message_type: 'text',
      channel: 'sms',
      from: 'Wallet',
      client_ref: row.id,
    });
    // Stored without its code; sent with it.
    expect(row.body).toContain(REMOVED_CODE);
    const code = /\b(\d{6})\b/.exec(sms.body.text)?.[1];
    expect(code).toBeDefined();
    expect(sms.body.text).toBe(row.body.split(REMOVED_CODE).join(code!));

    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/respond-to-challenge',
      payload: { challengeName: 'SMS_MFA', session, code },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ user: { email: MFA.email } });

    // Sent once: another pass takes nothing.
    expect(await t.app.outboxDelivery!.deliverDue()).toBe(0);
    expect(receivedBy(MFA.phoneNumber)).toHaveLength(1);
    const [after] = await rowsTo(MFA.phoneNumber);
    expect(after!.code).toBeNull();
    expect(after!.body).not.toContain(code!);
    // The log names the message, never the number or the code.
    const logged = log.join('');
    expect(logged).toContain(row.id);
    expect(logged).toContain('sign-in-code');
    expect(logged).not.toContain(MFA.phoneNumber.slice(1));
    expect(logged).not.toContain(MFA.phoneNumber.replace('+353', '0'));
    expect(logged).not.toContain(code!);
  });

  describe('a provider that fails', () => {
    let now: Date;
    const delivery = (maxAttempts: number) =>
      createOutboxDelivery({
        db: db(),
        sms: createHttpSmsProvider({ url: stand.url, apiKey: KEY, from: 'Wallet', timeoutMs: 300 }),
        clock: () => now,
        log: t.app.log,
        maxAttempts,
        retryDelayMs: () => 60_000,
      });
    /** A text with a code, held back from the app's own worker: the test's delivery takes it. */
    async function textTo(number: string) {
      now = new Date(Date.now() + 3_600_000);
      const [row] = await db()
        .insert(messageOutbox)
        .values({
          channel: 'sms',
          recipient: number,
          subject: null,
          body: `Your code is ${REMOVED_CODE}.`,
          code: '123456',
          template: 'sign-in-code',
          nextAttemptAt: now,
        })
        .returning();
      return row!;
    }
    const tries: string[] = [];
    /** The provider's answers to one number's texts, in turn; accepted once they run out. */
    function answerWith(number: string, answers: { status?: number; delayMs?: number }[]) {
      stand.answer = (sms) => {
        if (`+${sms.body.to}` !== number) return undefined;
        tries.push(sms.body.text);
        return answers.shift();
      };
    }

    it('is tried again after a 5xx and a timeout, then sent once, its code cleared', async () => {
      const number = '+353870000001';
      const row = await textTo(number);
      answerWith(number, [{ status: 503 }, { delayMs: 2_000 }]);
      const sending = delivery(5);

      await sending.deliverDue();
      let [after] = await rowsTo(number);
      expect(after).toMatchObject({
        status: 'pending',
        attempts: 1,
        code: '123456',
        lastError: 'the SMS provider answered 503',
      });
      expect(after!.nextAttemptAt!.getTime()).toBe(now.getTime() + 60_000);
      // Not due yet: nothing taken.
      now = new Date(now.getTime() + 59_999);
      await sending.deliverDue();
      expect(tries).toHaveLength(1);

      now = new Date(now.getTime() + 1);
      await sending.deliverDue();
      [after] = await rowsTo(number);
      expect(after).toMatchObject({ status: 'pending', attempts: 2, code: '123456' });
      expect(after!.lastError).toMatch(/timeout|abort/i);

      now = new Date(now.getTime() + 60_000);
      await sending.deliverDue();
      [after] = await rowsTo(number);
      expect(after).toMatchObject({ status: 'sent', attempts: 3, code: null, lastError: null });
      expect(tries).toEqual(Array(3).fill('Your code is 123456.'));
      // The stand-in kept only the one it accepted: the others were refused or given up on.
      expect(receivedBy(number).map((sms) => sms.body.client_ref)).toEqual([row.id]);
      await sending.stop();
    });

    it('is given up after the last try, its code cleared', async () => {
      const number = '+353870000002';
      await textTo(number);
      answerWith(number, [{ status: 500 }, { status: 429 }]);
      const sending = delivery(2);
      await sending.deliverDue();
      now = new Date(now.getTime() + 60_000);
      await sending.deliverDue();
      const [after] = await rowsTo(number);
      expect(after).toMatchObject({
        status: 'failed',
        attempts: 2,
        code: null,
        nextAttemptAt: null,
        lastError: 'the SMS provider answered 429',
      });
      // Given up: never tried again.
      now = new Date(now.getTime() + 3_600_000);
      await sending.deliverDue();
      expect(receivedBy(number)).toHaveLength(0);
      await sending.stop();
    });
  });
});
