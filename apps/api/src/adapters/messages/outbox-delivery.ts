import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
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
  /** How many messages one pass takes at most. */
  batch?: number;
  /** Where a message's Message-ID says it comes from. */
  domain?: string;
}

/**
 * The outbox delivered through SMTP (issue 45, decision 0042): the outbox stays the queue. A pass
 * takes the pending e-mails due one by one, each under a lease (so two workers never take the
 * same one at once), sends each with a Message-ID of its own row, then marks it sent and clears
 * any code it held, if the lease is still its own; a failure is tried again after a back-off, and
 * marked failed (its code cleared) after the last try. A worker that dies mid-send leaves its
 * lease to run out, and the message is sent again with the same Message-ID. SMS stays in the
 * outbox for its own provider.
 */
export function createOutboxDelivery(options: OutboxDeliveryOptions) {
  const { db, mailer, clock, log } = options;
  const leaseMs = options.leaseMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const retryDelayMs =
    options.retryDelayMs ?? ((attempt) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000));
  const batch = options.batch ?? 20;
  const domain = options.domain ?? 'wallet.localhost';

  /**
   * Takes the next due e-mail under a lease of its own, in one statement, so two workers never
   * take the same one; none when nothing is due. One at a time: a lease never runs out on a
   * message still waiting its turn behind others.
   */
  async function takeOne(): Promise<OutboxRow | undefined> {
    const now = clock();
    const due = db
      .select({ id: messageOutbox.id })
      .from(messageOutbox)
      .where(
        and(
          eq(messageOutbox.status, 'pending'),
          eq(messageOutbox.channel, 'email'),
          lt(messageOutbox.attempts, maxAttempts),
          or(isNull(messageOutbox.nextAttemptAt), lte(messageOutbox.nextAttemptAt, now)),
        ),
      )
      .orderBy(asc(messageOutbox.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(messageOutbox)
      .set({
        attempts: sql`${messageOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
      })
      .where(inArray(messageOutbox.id, due))
      .returning();
    return row;
  }

  /** Ours still: no other worker has taken the message since (its lease is the one we set). */
  const stillOurs = (row: OutboxRow) =>
    and(eq(messageOutbox.id, row.id), eq(messageOutbox.nextAttemptAt, row.nextAttemptAt!));

  async function deliver(row: OutboxRow): Promise<void> {
    const text = row.code ? row.body.split(REMOVED_CODE).join(row.code) : row.body;
    let failure: string | null = null;
    try {
      await mailer.send({
        messageId: `<${row.id}@${domain}>`,
        to: row.recipient,
        subject: row.subject ?? '',
        text,
        html: htmlOf(text),
      });
    } catch (error) {
      failure = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    }
    if (failure === null) {
      await db
        .update(messageOutbox)
        .set({ status: 'sent', sentAt: clock(), code: null, nextAttemptAt: null, lastError: null })
        .where(stillOurs(row));
      log.info({ messageId: row.id, template: row.template }, 'e-mail sent');
      return;
    }
    const last = row.attempts >= maxAttempts;
    await db
      .update(messageOutbox)
      .set(
        last
          ? { status: 'failed', code: null, nextAttemptAt: null, lastError: failure }
          : {
              nextAttemptAt: new Date(clock().getTime() + retryDelayMs(row.attempts)),
              lastError: failure,
            },
      )
      .where(stillOurs(row));
    // The row's id and the template only: the recipient is personal data.
    log.warn(
      { messageId: row.id, template: row.template, attempt: row.attempts, last },
      'e-mail not sent',
    );
  }

  /**
   * Messages whose every try was cut off (the worker died while sending) are given up, their
   * codes cleared, once the last lease has run out.
   */
  async function giveUpCutOff(): Promise<void> {
    await db
      .update(messageOutbox)
      .set({ status: 'failed', code: null, nextAttemptAt: null })
      .where(
        and(
          eq(messageOutbox.status, 'pending'),
          eq(messageOutbox.channel, 'email'),
          gte(messageOutbox.attempts, maxAttempts),
          lte(messageOutbox.nextAttemptAt, clock()),
        ),
      );
  }

  let timer: NodeJS.Timeout | undefined;
  let passing: Promise<number> | undefined;
  let stopped = true;
  let stopping = false;

  /** One pass: up to `batch` due e-mails taken and sent, one by one; how many were taken. */
  async function deliverDue(): Promise<number> {
    await giveUpCutOff();
    let taken = 0;
    while (taken < batch && !stopping) {
      const row = await takeOne();
      if (!row) break;
      taken += 1;
      await deliver(row);
    }
    return taken;
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
      stopping = true;
      if (timer) clearInterval(timer);
      await passing;
      mailer.close();
    },
  };
}

export type OutboxDelivery = ReturnType<typeof createOutboxDelivery>;
