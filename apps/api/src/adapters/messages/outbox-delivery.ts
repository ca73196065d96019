import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { messageOutbox } from '../../db/schema.js';
import { REMOVED_CODE, type OutboxRow } from './outbox-messages.js';
import { htmlOf, type Mailer } from './smtp-mailer.js';
import type { SmsProvider } from './sms-provider.js';

type Channel = OutboxRow['channel'];

export interface OutboxDeliveryOptions {
  db: Database;
  /** E-mail through SMTP; e-mails stay in the outbox without it. */
  mailer?: Mailer;
  /** SMS through the provider; texts stay in the outbox without it. */
  sms?: SmsProvider;
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
 * The channels that leave the outbox: e-mail with an SMTP server, SMS with a provider. Only
 * their messages hold a code until sent (outbox-messages.ts); the others' never wait on one.
 */
export function deliveredChannelsOf(config: Pick<AppConfig, 'smtp' | 'sms'>): Channel[] {
  return [
    ...(config.smtp.url !== null ? (['email'] as const) : []),
    ...(config.sms.url !== null ? (['sms'] as const) : []),
  ];
}

/** How one channel's message leaves: its row, and its text with the code put back. */
type ChannelSender = { send(row: OutboxRow, text: string): Promise<void>; close(): void };

/** A sender for each channel that leaves; a channel without one stays in the outbox. */
function sendersOf(options: OutboxDeliveryOptions): Partial<Record<Channel, ChannelSender>> {
  const { mailer, sms } = options;
  const domain = options.domain ?? 'wallet.localhost';
  return {
    ...(mailer && {
      email: {
        send: (row, text) =>
          mailer.send({
            messageId: `<${row.id}@${domain}>`,
            to: row.recipient,
            subject: row.subject ?? '',
            text,
            html: htmlOf(text),
          }),
        close: () => mailer.close(),
      },
    }),
    ...(sms && {
      sms: {
        send: (row, text) => sms.send({ messageId: row.id, to: row.recipient, text }),
        close: () => sms.close(),
      },
    }),
  };
}

/**
 * The outbox delivered (issue 45, decisions 0042 and 0047): the outbox stays the queue, and each
 * channel that leaves has its sender: e-mail through SMTP, SMS through the provider's HTTP API. A
 * pass takes the pending messages of those channels that are due, one by one, each under a lease
 * (so two workers never take the same one at once), sends each with its row's id as its
 * reference, then marks it sent and clears any code it held, if the lease is still its own; a
 * failure is tried again after a back-off, and marked failed (its code cleared) after the last
 * try. A worker that dies mid-send leaves its lease to run out, and the message is sent again
 * with the same reference.
 */
export function createOutboxDelivery(options: OutboxDeliveryOptions) {
  const { db, clock, log } = options;
  const senders = sendersOf(options);
  const channels = Object.keys(senders) as Channel[];
  const leaseMs = options.leaseMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const retryDelayMs =
    options.retryDelayMs ?? ((attempt) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000));
  const batch = options.batch ?? 20;

  /**
   * Takes the next due message of a channel that leaves under a lease of its own, in one statement, so two workers never
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
          inArray(messageOutbox.channel, channels),
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
      await senders[row.channel]!.send(row, text);
    } catch (error) {
      failure = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    }
    if (failure === null) {
      await db
        .update(messageOutbox)
        .set({ status: 'sent', sentAt: clock(), code: null, nextAttemptAt: null, lastError: null })
        .where(stillOurs(row));
      log.info({ messageId: row.id, channel: row.channel, template: row.template }, 'message sent');
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
      {
        messageId: row.id,
        channel: row.channel,
        template: row.template,
        attempt: row.attempts,
        last,
      },
      'message not sent',
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
          inArray(messageOutbox.channel, channels),
          gte(messageOutbox.attempts, maxAttempts),
          lte(messageOutbox.nextAttemptAt, clock()),
        ),
      );
  }

  let timer: NodeJS.Timeout | undefined;
  let passing: Promise<number> | undefined;
  let stopped = true;
  let stopping = false;

  /** One pass: up to `batch` due messages taken and sent, one by one; how many were taken. */
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
      for (const sender of Object.values(senders)) sender.close();
    },
  };
}

export type OutboxDelivery = ReturnType<typeof createOutboxDelivery>;
