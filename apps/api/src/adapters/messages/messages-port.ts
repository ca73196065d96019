import type { MessageChannel } from '@wallet/domain';

/** An e-mail or SMS to one recipient. */
export interface OutgoingMessage {
  channel: MessageChannel;
  /** An e-mail address, or a mobile number in international form. */
  recipient: string;
  /** E-mail only. */
  subject: string | null;
  body: string;
  /**
   * The one-time code the body carries, if any: a secret for the recipient only, never stored
   * beside the message unless the development outbox viewer is open.
   */
  code: string | null;
  /** Which message this is (e.g. sign-up-code), for delivery reports and templates. */
  template: string;
  userId: string | null;
}

/** The Messages port (docs/architecture.md, Messages: the outbox): e-mail and SMS delivery. */
export interface Messages {
  send(message: OutgoingMessage): Promise<void>;
}
