/**
 * Every identity request that writes more than once does so in one transaction: when the
 * database refuses its last write, none of its writes stays. The database is made to refuse one
 * table's writes by a trigger, as a broken connection or a full disk would.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../demo/demo-accounts.js';
import { createTestApp, latestCode, signIn, wrongCode, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, ...(cookies ? { cookies } : {}) });

/** Runs `during` while the database refuses every `action` on `table`. */
async function whileRefusing(
  table: string,
  action: 'insert' | 'update',
  during: () => Promise<void>,
) {
  const db = t.app.database.db;
  await db.execute(
    sql.raw(`create function refuse_write() returns trigger language plpgsql as $$
      begin raise exception 'writes refused in this test'; end $$`),
  );
  await db.execute(
    sql.raw(
      `create trigger refuse_write before ${action} on ${table} for each row execute function refuse_write()`,
    ),
  );
  try {
    await during();
  } finally {
    await db.execute(sql.raw(`drop trigger refuse_write on ${table}`));
    await db.execute(sql.raw('drop function refuse_write()'));
  }
}

describe('identity writes are all or nothing', () => {
  it('sign-up keeps no account when its code e-mail cannot be written', async () => {
    const email = 'atomic.signup@example.ie';
    const body = {
      firstName: 'Saoirse',
      lastName: 'Ní Bhriain',
      email,
      phoneNo: '+353851234567',
      password: DEMO_PASSWORD,
    };
    await whileRefusing('message_outbox', 'insert', async () => {
      expect((await post('/auth/sign-up', body)).statusCode).toBe(500);
    });
    expect(await t.repositories.users.findByEmail(email)).toBeUndefined();
    // Nothing half-made stands in the way of trying again.
    expect((await post('/auth/sign-up', body)).statusCode).toBe(200);
  });

  it('a password reset changes nothing when it cannot end the sign-ins', async () => {
    const email = DEMO_ACCOUNTS.newCustomer.email;
    const session = await signIn(t.app, email);
    expect((await post('/auth/forgot-password', { email })).statusCode).toBe(200);
    const code = await latestCode(t.app, email);
    const reset = { email, code, password: 'Harbour-Lights-42!' };
    await whileRefusing('sign_ins', 'update', async () => {
      expect((await post('/auth/confirm-forgot-password', reset)).statusCode).toBe(500);
    });
    // The old password still signs in, the old sign-in still stands, the code is still good.
    await signIn(t.app, email, DEMO_PASSWORD);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers });
    expect(me.statusCode).toBe(200);
    expect((await post('/auth/confirm-forgot-password', reset)).statusCode).toBe(200);
    await signIn(t.app, email, 'Harbour-Lights-42!');
  });

  it('a refresh keeps the presented token usable when the new one cannot be written', async () => {
    const session = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
    const cookies = { wallet_refresh: session.refreshToken };
    await whileRefusing('refresh_sessions', 'insert', async () => {
      expect((await post('/auth/refresh', {}, cookies)).statusCode).toBe(500);
    });
    // Had the rotation half-happened, this would look like a stolen token and end the sign-in.
    const retried = await post('/auth/refresh', {}, cookies);
    expect(retried.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers });
    expect(me.statusCode).toBe(200);
  });

  it('a refusal keeps its record: wrong codes count even though the request failed', async () => {
    const email = DEMO_ACCOUNTS.newCustomer.email;
    expect((await post('/auth/forgot-password', { email })).statusCode).toBe(200);
    const code = await latestCode(t.app, email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await post('/auth/confirm-forgot-password', {
        email,
        code: wrongCode(code),
        password: 'Another-Harbour-43!',
      });
      expect(wrong.statusCode).toBe(400);
    }
    // Five wrong guesses ended the code: the right one no longer works.
    const right = await post('/auth/confirm-forgot-password', {
      email,
      code,
      password: 'Another-Harbour-43!',
    });
    expect(right.statusCode).toBe(400);
  });
});
