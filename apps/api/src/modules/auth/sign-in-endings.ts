/**
 * Sign-out everywhere at once (issue 25, decision 0020). Each process keeps a second's live answers
 * to "does this sign-in still stand" (refresh-sessions-repository.ts); a sign-in ended by another
 * process is told on a PostgreSQL channel as its transaction commits (NOTIFY), and every process
 * listening forgets its answers then, instead of up to a second later. A listening connection
 * that is lost forgets them too (a notice may have been missed) and is opened again.
 */
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { SIGN_INS_ENDED_CHANNEL } from './refresh-sessions-repository.js';

const RECONNECT_DELAY_MS = 1_000;

export interface SignInEndingsListener {
  /** Resolves once the first connection listens (or failed to). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function listenForEndedSignIns(options: {
  connect: () => pg.Client;
  onEnded: () => void;
  log: FastifyBaseLogger;
}): SignInEndingsListener {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  async function open(): Promise<void> {
    if (closed) return;
    const connection = options.connect();
    client = connection;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      options.onEnded();
      if (closed) return;
      options.log.warn(
        { err: error ? { message: error.message } : undefined },
        'sign-in endings: listening connection lost; reconnecting',
      );
      connection.end().catch(() => undefined);
      retry = setTimeout(() => void open(), RECONNECT_DELAY_MS);
    };
    connection.on('error', onLost);
    connection.on('end', () => onLost());
    connection.on('notification', (message) => {
      if (message.channel === SIGN_INS_ENDED_CHANNEL) options.onEnded();
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${SIGN_INS_ENDED_CHANNEL}`);
      // Anything ended while this connection was not listening is forgotten too.
      options.onEnded();
    } catch (error) {
      onLost(error as Error);
    }
  }

  const ready = open();
  return {
    ready,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
