import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { messageOutbox } from '../../db/schema.js';
import { REMOVED_CODE, type OutboxRow } from './outbox-messages.js';
import { htmlOf, type Mailer } from './smtp-mailer.js';

export interface OutboxDeliveryOptions {
  db: Database;
  mailer: Mailer;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** How long a worker holds the messages it took before another may take them. */
  leaseMs?: number;
  /** Tries before a message is marked failed. */
  maxAttempts?: number;
  /** The pause before attempt n + 1. */
  retryDelayMs?: (attempt: number) => number;
  /** How many messages one pass takes. */
  batch?: number;
  /** Where a message's Message-ID says it comes from. */
  domain?: string;
}

/**
 * The outbox delivered through SMTP (issue 45): the outbox stays the queue. A pass takes the
 * pending e-mails due, each under a lease (so two workers never take the same one at once), sends
 * each with a Message-ID of its own row, then marks it sent and clears any code it held; a
 * failure is tried again after a back-off, and marked failed (its code cleared) after the last
 * try. A worker that dies mid-send leaves its lease to run out, and the message is sent again
 * with the same Message-ID. SMS stays in the outbox for its own provider.
 */
export function createOutboxDelivery(options: OutboxDeliveryOptions) {
  const { db, mailer, clock, log } = options;
  const leaseMs = options.leaseMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const retryDelayMs =
    options.retryDelayMs ?? ((attempt) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000));
  const batch = options.batch ?? 20;
  const domain = options.domain ?? 'wallet.localhost';

  /** Takes the due e-mails under a lease; one statement, so two workers split them. */
  async function take(): Promise<OutboxRow[]> {
    const now = clock();
    const due = db
      .select({ id: messageOutbox.id })
      .from(messageOutbox)
      .where(
        and(
          eq(messageOutbox.status, 'pending'),
          eq(messageOutbox.channel, 'email'),
          or(isNull(messageOutbox.nextAttemptAt), lte(messageOutbox.nextAttemptAt, now)),
        ),
      )
      .orderBy(asc(messageOutbox.createdAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    return db
      .update(messageOutbox)
      .set({
        attempts: sql`${messageOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
      })
      .where(inArray(messageOutbox.id, due))
      .returning();
  }

  async function deliver(row: OutboxRow): Promise<void> {
    const text = row.code ? row.body.split(REMOVED_CODE).join(row.code) : row.body;
    try {
      await mailer.send({
        messageId: `<${row.id}@${domain}>`,
        to: row.recipient,
        subject: row.subject ?? '',
        text,
        html: htmlOf(text),
      });
      await db
        .update(messageOutbox)
        .set({ status: 'sent', sentAt: clock(), code: null, nextAttemptAt: null, lastError: null })
        .where(eq(messageOutbox.id, row.id));
      log.info({ messageId: row.id, template: row.template }, 'e-mail sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const last = row.attempts >= maxAttempts;
      await db
        .update(messageOutbox)
        .set(
          last
            ? { status: 'failed', code: null, nextAttemptAt: null, lastError: reason.slice(0, 500) }
            : {
                nextAttemptAt: new Date(clock().getTime() + retryDelayMs(row.attempts)),
                lastError: reason.slice(0, 500),
              },
        )
        .where(eq(messageOutbox.id, row.id));
      // The row's id and the template only: the recipient is personal data.
      log.warn(
        { messageId: row.id, template: row.template, attempt: row.attempts, last },
        'e-mail not sent',
      );
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let passing: Promise<number> | undefined;
  let stopped = true;

  /** One pass: the due e-mails taken and sent; how many were taken. */
  async function deliverDue(): Promise<number> {
    const taken = await take();
    for (const row of taken) await deliver(row);
    return taken.length;
  }

  const pass = () => {
    if (passing || stopped) return;
    passing = deliverDue()
      .catch((error: unknown) => {
        log.error({ err: error }, 'the outbox could not be read for delivery');
        return 0;
      })
      .finally(() => {
        passing = undefined;
      });
  };

  return {
    deliverDue,
    /** Delivers every `pollMs` until stopped. */
    start(pollMs: number) {
      stopped = false;
      timer = setInterval(pass, pollMs);
      timer.unref();
      pass();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await passing;
      mailer.close();
    },
  };
}

export type OutboxDelivery = ReturnType<typeof createOutboxDelivery>;
