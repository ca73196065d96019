/**
 * The local adapter of the Messages port: every message is written to the message outbox table.
 * In the local product the outbox is the delivery: the development outbox viewer shows what was
 * sent. A one-time code is stored only while that viewer is open; otherwise the outbox keeps a
 * record of the message with the code removed, and holds the code beside it only until the
 * delivery (outbox-delivery.ts) has sent the message through SMTP or the SMS provider.
 */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { messageOutbox } from '../../db/schema.js';
import type { Messages, OutgoingMessage } from './messages-port.js';

export type OutboxRow = typeof messageOutbox.$inferSelect;

const CHANNEL_TO_ROW = { EMAIL: 'email', SMS: 'sms' } as const;

/** What a stored message says in place of its one-time code. */
export const REMOVED_CODE = '[code removed]';

/** The message's text as it may be stored: without its one-time code. */
export function withoutCode(message: Pick<OutgoingMessage, 'body' | 'code'>): string {
  return message.code ? message.body.split(message.code).join(REMOVED_CODE) : message.body;
}

export type OutboxMessagesOptions = {
  /**
   * Whether stored messages keep their codes: only while the development outbox viewer, the one
   * reader of the outbox in the local product, is open (config OUTBOX_VIEWER).
   */
  keepCodes: boolean;
  /**
   * The channels whose messages hold their code beside them until delivered (then cleared): only
   * those that leave (e-mail with SMTP_URL, SMS with SMS_URL), whose delivery sends the code itself.
   * A code never waits on a channel that is not delivered.
   */
  holdCodes?: readonly OutboxRow['channel'][];
};

/**
 * The outbox row of a message. Written through `send`, or by a repository in the transaction of
 * the change the message tells of (a policy bound, a payment closed), so it is written once with
 * that change and never without it.
 */
export function outboxRowOf(
  message: OutgoingMessage,
  options: OutboxMessagesOptions,
): typeof messageOutbox.$inferInsert {
  return {
    channel: CHANNEL_TO_ROW[message.channel],
    recipient: message.recipient,
    subject: message.subject,
    body: options.keepCodes ? message.body : withoutCode(message),
    code:
      !options.keepCodes && options.holdCodes?.includes(CHANNEL_TO_ROW[message.channel])
        ? message.code
        : null,
    template: message.template,
    userId: message.userId,
  };
}

export function createOutboxMessages(db: Database, options: OutboxMessagesOptions): Messages {
  return {
    async send(message: OutgoingMessage) {
      await db.insert(messageOutbox).values(outboxRowOf(message, options));
    },
  };
}

export function createOutboxRepository(db: Database) {
  return {
    /** The latest messages first, for one recipient or for everyone. */
    async latest(limit: number, recipient?: string): Promise<OutboxRow[]> {
      const query = db.select().from(messageOutbox);
      const filtered = recipient ? query.where(eq(messageOutbox.recipient, recipient)) : query;
      return filtered.orderBy(desc(messageOutbox.createdAt), desc(messageOutbox.id)).limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
