import { z } from 'zod';

/** Delivery channels of the Messages port. */
export const MESSAGE_CHANNELS = ['EMAIL', 'SMS'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** How many messages the development outbox lists at most. */
export const OUTBOX_LIST_LIMIT = 50;

/** One e-mail or SMS as the development outbox lists it (GET /dev/messages). */
export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  /** The one-time code the message carries, for people and tests reading the outbox. */
  code: z.string().optional(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListSchema = z.object({ messages: z.array(outboxMessageSchema) });
export const outboxQuerySchema = z.object({
  recipient: z.string().trim().min(1).max(320).optional(),
});
