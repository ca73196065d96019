/** One text message as it leaves. */
export interface Sms {
  /** The outbox row's id: stable, so a message sent again after a crash is known as the same. */
  messageId: string;
  /** A mobile number in international form (+353...). */
  to: string;
  text: string;
}

/** The SMS provider port (issue 45, decision 0047): a text message handed to a provider. */
export interface SmsProvider {
  /** Resolves once the provider accepted the message; rejects on anything else, to be retried. */
  send(sms: Sms): Promise<void>;
  close(): void;
}

/**
 * The request an SMS provider takes, shaped as Vonage's Messages API (POST /v1/messages): the
 * number in E.164 without its '+', the sender, the text, and the outbox row's id as client_ref.
 */
export interface SmsRequest {
  message_type: 'text';
  channel: 'sms';
  to: string;
  from: string;
  text: string;
  client_ref: string;
}

export function smsRequestOf(sms: Sms, from: string): SmsRequest {
  return {
    message_type: 'text',
    channel: 'sms',
    to: sms.to.replace(/^\+/, ''),
    from,
    text: sms.text,
    client_ref: sms.messageId,
  };
}

/**
 * SMS through an HTTP provider: a JSON POST to the configured URL with an optional bearer key,
 * every call cut off after `timeoutMs`. A 2xx is accepted; any other answer, a refused connection
 * or a timeout fails the attempt (the outbox tries it again). The error names the status only,
 * never the number or the text.
 */
export function createHttpSmsProvider(options: {
  url: string;
  apiKey: string | null;
  from: string;
  timeoutMs: number;
}): SmsProvider {
  return {
    async send(sms) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify(smsRequestOf(sms, options.from)),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      // Read to the end (or dropped), so the connection is free for the next message.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`the SMS provider answered ${response.status}`);
    },
    close: () => undefined,
  };
}
