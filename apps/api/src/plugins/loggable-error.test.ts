import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../test/log-capture.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { loggableError } from './loggable-error.js';

const logs = captureLogs();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: logs.stream, seed: false });
});
afterAll(async () => t?.close());

describe('errors in the logs', () => {
  it("keep a failing write's identifiers and none of its personal data", async () => {
    const person = {
      email: 'siobhan.kelly@example.ie',
      givenName: 'Siobhán',
      familyName: 'Kelly-Ó Briain',
      phoneNumber: '+353871234599',
    };
    await t.repositories.users.create(person);
    // The same e-mail again breaks the unique constraint: the driver's error quotes the values.
    const failure = await t.repositories.users.create(person).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain('siobhan.kelly@example.ie');

    t.app.log.error({ err: failure }, 'write failed');
    const line = logs.lines.find((entry) => entry.msg === 'write failed');
    expect(line).toBeDefined();
    const logged = JSON.stringify(line);
    for (const value of Object.values(person)) expect(logged).not.toContain(value);
    expect(logged).not.toContain('Siobh');
    const err = line!.err as Record<string, unknown>;
    expect(err.message).toMatch(/^Failed query: insert into "users"/);
    expect((err.cause as Record<string, unknown>).code).toBe('23505');
    expect((err.cause as Record<string, unknown>).constraint).toMatch(/email/);
  });

  it('says what was thrown when it is not an error', () => {
    expect(loggableError('secret text')).toEqual({
      type: 'string',
      message: 'A non-error was thrown.',
      stack: 'A non-error was thrown.',
    });
  });
});
