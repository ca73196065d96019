import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SmsRequest } from './sms-provider.js';

/** A text message as the stand-in received it. */
export interface ReceivedSms {
  path: string;
  headers: IncomingHttpHeaders;
  body: SmsRequest;
}

/** How the stand-in answers a request: a status other than 202, or an answer held back. */
export type SmsAnswer = { status?: number; delayMs?: number } | undefined;

/** The largest request the stand-in reads; a text message is far smaller. */
const MAX_BODY_BYTES = 64 * 1024;
const PATH = '/v1/messages';

/**
 * The local stand-in for the SMS provider (issue 45): an HTTP server on this machine that takes
 * every message as the provider's API does (a JSON POST to /v1/messages, answered 202 with the
 * message's uuid) and keeps what it received for the tests. With a key, it refuses (401) a
 * request without that bearer key. `answer` lets a test make it fail or stall. It logs nothing.
 */
export async function startLocalSmsServer(
  options: {
    host?: string;
    port?: number;
    /** The bearer key it asks for; none by default. */ apiKey?: string;
    /** The latest messages kept; all by default. */ keep?: number;
  } = {},
): Promise<{
  url: string;
  received: ReceivedSms[];
  answer: (sms: ReceivedSms) => SmsAnswer;
  close: () => Promise<void>;
}> {
  const received: ReceivedSms[] = [];
  const stub = {
    url: '',
    received,
    answer: (() => undefined) as (sms: ReceivedSms) => SmsAnswer,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = createServer((request, response) => {
    const reply = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reply(413, { title: 'Payload too large' });
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== PATH) {
        return reply(404, { title: 'Not found' });
      }
      if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
        return reply(401, { title: 'Unauthorized' });
      }
      let body: SmsRequest;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as SmsRequest;
      } catch {
        return reply(400, { title: 'Invalid JSON' });
      }
      if (body?.channel !== 'sms' || typeof body.to !== 'string' || typeof body.text !== 'string') {
        return reply(422, { title: 'Invalid message' });
      }
      const sms: ReceivedSms = { path: request.url, headers: request.headers, body };
      const answer = stub.answer(sms) ?? {};
      const status = answer.status ?? 202;
      // A client that gave up waiting is gone: what it sent counts as not received.
      const finish = () => {
        if (response.destroyed) return;
        if (status >= 200 && status < 300) {
          received.push(sms);
          if (options.keep !== undefined && received.length > options.keep) received.shift();
          reply(status, { message_uuid: randomUUID() });
        } else reply(status, { title: 'Refused' });
      };
      if (answer.delayMs) setTimeout(finish, answer.delayMs).unref();
      else finish();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  stub.url = `http://${host}:${port}${PATH}`;
  return stub;
}
