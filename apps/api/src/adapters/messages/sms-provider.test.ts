/** The HTTP SMS provider against the local stand-in: what it sends, and what counts as failed. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSmsServer } from './local-sms-server.js';
import { createHttpSmsProvider } from './sms-provider.js';

const KEY = 'sms-test-key-0123456789abcdef';
const SMS = { messageId: '0b9f3c1e-7d1a-4e3f-9a51-2f3c4d5e6f70', to: '+353871234567', text: 'Hi' };

let stand: Awaited<ReturnType<typeof startLocalSmsServer>>;
beforeAll(async () => {
  stand = await startLocalSmsServer({ apiKey: KEY });
});
afterEach(() => {
  stand.received.length = 0;
  stand.answer = () => undefined;
});
afterAll(async () => stand?.close());

const provider = (overrides: { apiKey?: string | null; timeoutMs?: number; url?: string } = {}) =>
  createHttpSmsProvider({
    url: stand.url,
    apiKey: KEY,
    from: 'Wallet',
    timeoutMs: 2_000,
    ...overrides,
  });

describe('SMS through the HTTP provider', () => {
  it('posts the message as JSON with the bearer key and the row id as client reference', async () => {
    await provider().send(SMS);
    expect(stand.received).toHaveLength(1);
    const [received] = stand.received;
    expect(received!.path).toBe('/v1/messages');
    expect(received!.headers['content-type']).toBe('application/json');
    expect(received!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(received!.body).toEqual({
      message_type: 'text',
      channel: 'sms',
      to: '353871234567',
      from: 'Wallet',
      text: 'Hi',
      client_ref: SMS.messageId,
    });
  });

  it('fails without the key, or with another, and the provider takes nothing', async () => {
    await expect(provider({ apiKey: null }).send(SMS)).rejects.toThrow(
      'the SMS provider answered 401',
    );
    await expect(provider({ apiKey: 'another-key-0123456789abcdef' }).send(SMS)).rejects.toThrow(
      'the SMS provider answered 401',
    );
    expect(stand.received).toHaveLength(0);
  });

  it('fails on a 5xx, naming the status and nothing of the message', async () => {
    stand.answer = () => ({ status: 503 });
    const failure = await provider()
      .send(SMS)
      .catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('the SMS provider answered 503');
    expect((failure as Error).message).not.toContain('871234567');
    expect(stand.received).toHaveLength(0);
    // The provider back: the same message goes through.
    stand.answer = () => undefined;
    await provider().send(SMS);
    expect(stand.received).toHaveLength(1);
  });

  it('gives up on a provider that does not answer in time', async () => {
    stand.answer = () => ({ delayMs: 2_000 });
    const started = Date.now();
    await expect(provider({ timeoutMs: 200 }).send(SMS)).rejects.toThrow(/timeout|abort/i);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('fails when nothing listens at the address', async () => {
    const gone = await startLocalSmsServer();
    const url = gone.url;
    await gone.close();
    await expect(provider({ url }).send(SMS)).rejects.toThrow();
  });
});
