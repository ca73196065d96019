/**
 * What is refused before any route is found (an address with a malformed percent-encoding,
 * headers too large, a request that is not HTTP) is answered like every other refusal: the API's
 * JSON error shape, the security headers, nothing of the request repeated, and a log line.
 */
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../test/log-capture.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { API_ANSWER_HEADERS } from './security.js';

const logs = captureLogs();
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { LOG_LEVEL: 'info' }, logStream: logs.stream });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

/** One request over a real connection, its answer as it arrived. */
function send(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const call = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body }),
        );
      });
      call.on('error', reject);
      call.end();
    },
  );
}

/** Bytes that are not an HTTP request, and what came back. */
function sendRaw(bytes: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

const logLineOf = (statusCode: number, msg: string) =>
  logs.lines.find(
    (line) => line.msg === msg && (line.res as { statusCode?: number })?.statusCode === statusCode,
  );

describe('an address with a malformed percent-encoding', () => {
  const malformed = ['/api/auth/%E0%A4%A', '/api/home/%zz-not-encoded', '/wallet/%'];

  it('answers 400 in the JSON error shape, with the security headers, repeating nothing', async () => {
    for (const url of malformed) {
      for (const answer of [await t.app.inject({ method: 'GET', url }), await send(url)]) {
        expect(answer.statusCode, url).toBe(400);
        expect(JSON.parse(answer.body), url).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: 'The address is not valid.',
        });
        expect(answer.headers, url).toMatchObject(API_ANSWER_HEADERS);
        expect(answer.body, url).not.toContain('%');
        expect(answer.body, url).not.toContain('FST_ERR');
      }
    }
  });

  it('is logged like every request', async () => {
    logs.lines.length = 0;
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-in%E0%A4%A', payload: {} });
    const line = logLineOf(400, 'request completed');
    expect(line).toBeDefined();
    expect(line).toMatchObject({ req: { method: 'POST' }, res: { statusCode: 400 } });
    expect(typeof line!.responseTime).toBe('number');
  });

  it('leaves well-formed addresses as they were', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/no-such-route%20here' });
    expect(answer.statusCode).toBe(404);
    const health = await send('/api/health');
    expect(health.statusCode).toBe(200);
  });
});

describe('a request refused before it is read', () => {
  it('headers too large: 431 in the JSON error shape, with the security headers, logged', async () => {
    logs.lines.length = 0;
    const answer = await send('/api/health', { 'x-filler': 'a'.repeat(20_000) });
    expect(answer.statusCode).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: 431,
      error: 'Request Header Fields Too Large',
      message: 'The request headers are too large.',
    });
    expect(answer.headers).toMatchObject(API_ANSWER_HEADERS);
    expect(answer.body).not.toContain('aaaa');
    expect(logLineOf(431, 'request refused')).toMatchObject({
      level: 30,
      code: 'HPE_HEADER_OVERFLOW',
    });
  });

  it('not HTTP at all: 400 in the JSON error shape, with the security headers, logged', async () => {
    logs.lines.length = 0;
    const answer = await sendRaw('HELLO <script>\r\n\r\n');
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    for (const [name, value] of Object.entries(API_ANSWER_HEADERS)) {
      expect(head).toContain(`${name}: ${value}\r\n`);
    }
    expect(JSON.parse(body)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request could not be read.',
    });
    expect(answer).not.toContain('script');
    expect(logLineOf(400, 'request refused')).toBeDefined();
  });

  it('the server goes on serving', async () => {
    expect((await send('/api/health')).statusCode).toBe(200);
  });
});
