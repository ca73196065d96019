import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/demo-accounts.js';
import { messageOutbox } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startLocalSmtpServer, type ReceivedMail } from './local-smtp-server.js';
import { createOutboxDelivery } from './outbox-delivery.js';
import { REMOVED_CODE } from './outbox-messages.js';

let smtp: Awaited<ReturnType<typeof startLocalSmtpServer>>;
let t: TestApp;
const log: string[] = [];

beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  // The outbox viewer closed, as where customers are: codes are held only until sent.
  t = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      OPERATIONS_EMAIL: 'operations@insurer.test',
      OUTBOX_VIEWER: 'false',
      LOG_LEVEL: 'info',
    },
    logStream,
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const db = () => t.app.database.db;
const rowsTo = (recipient: string) =>
  db().select().from(messageOutbox).where(eq(messageOutbox.recipient, recipient));

async function receivedBy(address: string, timeoutMs = 10_000): Promise<ReceivedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = smtp.received.find((each) => each.to && JSON.stringify(each.to).includes(address));
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`nothing reached ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The outbox row once its worker has finished with it: the stand-in holds the mail as soon as
 * the SMTP exchange ends, a moment before the worker marks the row sent.
 */
async function settledRowTo(recipient: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await rowsTo(recipient);
    if (row && row.status !== 'pending') return row;
    if (Date.now() > until) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('e-mail through SMTP', () => {
  it('delivers the outbox once, code and all, as text and HTML, and keeps no code after', async () => {
    const email = 'smtp-delivery@example.ie';
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        firstName: 'Nora',
        lastName: 'Hayes',
        email,
        phoneNo: '0851234567',
        password: DEMO_PASSWORD,
      },
    });
    expect(signUp.statusCode, signUp.body).toBeLessThan(300);
    const mail = await receivedBy(email);
    const row = await settledRowTo(email);
    expect(row).toMatchObject({ status: 'sent', code: null, attempts: 1, nextAttemptAt: null });
    // Stored without its code; sent with it.
    expect(row!.body).toContain(REMOVED_CODE);
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
    expect(code).toBeDefined();
    expect(mail.text?.trim()).toBe(row!.body.split(REMOVED_CODE).join(code!).trim());
    expect(mail.html).toContain(code!);
    expect(mail.subject).toBe(row!.subject);
    expect(mail.messageId).toBe(`<${row!.id}@wallet.localhost>`);
    expect(mail.from?.text).toContain('no-reply@wallet.localhost');
    // The confirmed code is the one sent: the account signs up with it.
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-sign-up',
      payload: { email, code },
    });
    expect(confirm.statusCode, confirm.body).toBeLessThan(300);
    // Sent once: another pass takes nothing.
    expect(await t.app.outboxDelivery!.deliverDue()).toBe(0);
    expect(smtp.received.filter((each) => JSON.stringify(each.to).includes(email))).toHaveLength(1);
    // The log names the message, never its recipient or its code.
    const logged = log.join('');
    expect(logged).toContain(row!.id);
    expect(logged).not.toContain(email);
    expect(logged).not.toContain(code!);
  });

  it('tries a failed send again after a back-off, and gives up with its code cleared', async () => {
    const [row] = await db()
      .insert(messageOutbox)
      .values({
        channel: 'email',
        recipient: 'unreachable@example.ie',
        subject: 'Your code',
        body: `Your code is ${REMOVED_CODE}.`,
        code: '123456',
        template: 'sign-up-code',
        // Held back from the app's own worker; this test's delivery takes it when it is due.
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    let now = new Date(Date.now() + 3_600_000);
    const sent: string[] = [];
    const failing = createOutboxDelivery({
      db: db(),
      mailer: {
        send: async (mail) => {
          if (mail.to === 'unreachable@example.ie') {
            sent.push(mail.text);
            throw new Error('421 try later');
          }
        },
        close: () => undefined,
      },
      clock: () => now,
      log: t.app.log,
      maxAttempts: 2,
      retryDelayMs: () => 60_000,
    });
    await failing.deliverDue();
    let [after] = await rowsTo('unreachable@example.ie');
    expect(after).toMatchObject({
      status: 'pending',
      attempts: 1,
      code: '123456',
      lastError: '421 try later',
    });
    expect(after!.nextAttemptAt!.getTime()).toBe(now.getTime() + 60_000);
    // Not due yet: nothing taken.
    now = new Date(now.getTime() + 59_999);
    await failing.deliverDue();
    expect(sent).toEqual(['Your code is 123456.']);
    now = new Date(now.getTime() + 1);
    await failing.deliverDue();
    [after] = await rowsTo('unreachable@example.ie');
    expect(after).toMatchObject({ status: 'failed', attempts: 2, code: null, nextAttemptAt: null });
    expect(sent).toHaveLength(2);
    expect(row!.id).toBe(after!.id);
  });
});
