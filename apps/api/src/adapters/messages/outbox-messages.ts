/**
 * The local adapter of the Messages port: every message is written to the message outbox table,
 * which a delivery worker (an SMTP or SMS gateway adapter) would drain. In the local product the
 * outbox is the delivery: the development outbox page shows what was sent.
 */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { messageOutbox } from '../../db/schema.js';
import type { Messages, OutgoingMessage } from './messages-port.js';

export type OutboxRow = typeof messageOutbox.$inferSelect;

const CHANNEL_TO_ROW = { EMAIL: 'email', SMS: 'sms' } as const;

export function createOutboxMessages(db: Database): Messages {
  return {
    async send(message: OutgoingMessage) {
      await db.insert(messageOutbox).values({
        channel: CHANNEL_TO_ROW[message.channel],
        recipient: message.recipient,
        subject: message.subject,
        body: message.body,
        template: message.template,
        userId: message.userId,
      });
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
