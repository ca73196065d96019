import { describe, expect, it } from 'vitest';
import type { HomeInsurer } from './home-insurer-port.js';
import { callInsurer, InsurerTimeoutError, InsurerUnavailableError } from './insurer-port.js';
import { workedExampleRequest } from './home-rating-examples.js';
import { RsaHomeEngine } from './rsa-home-engine.js';

const available = async () => true;

/** An engine that never answers and ignores its signal: the worst case for the deadline. */
const silentEngine: HomeInsurer = { code: 'FBD', rate: () => new Promise(() => {}) };

describe('callInsurer', () => {
  it('returns the rating of an available insurer', async () => {
    const rating = await callInsurer(new RsaHomeEngine(), workedExampleRequest(), {
      timeoutMs: 1_000,
      isAvailable: available,
    });
    expect(rating).toMatchObject({ outcome: 'quoted', annualPremiumCents: 22_689 });
  });

  it('gives InsurerUnavailableError within timeoutMs when the engine never answers', async () => {
    const started = performance.now();
    const call = callInsurer(silentEngine, workedExampleRequest(), {
      timeoutMs: 50,
      isAvailable: available,
    });
    await expect(call).rejects.toBeInstanceOf(InsurerUnavailableError);
    await expect(call).rejects.toBeInstanceOf(InsurerTimeoutError);
    await expect(call).rejects.toMatchObject({ insurer: 'FBD', reason: 'timeout' });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('aborts the signal the engine was given when the deadline passes', async () => {
    let seen: AbortSignal | undefined;
    const engine: HomeInsurer = {
      code: 'RSA',
      rate: (_request, signal) => {
        seen = signal;
        return new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        );
      },
    };
    await expect(
      callInsurer(engine, workedExampleRequest(), { timeoutMs: 20, isAvailable: available }),
    ).rejects.toBeInstanceOf(InsurerTimeoutError);
    expect(seen?.aborted).toBe(true);
  });

  it('does not call a switched-off insurer', async () => {
    let called = false;
    const engine: HomeInsurer = {
      code: 'RSA',
      rate: async (request, signal) => {
        called = true;
        return new RsaHomeEngine().rate(request, signal);
      },
    };
    const call = callInsurer(engine, workedExampleRequest(), {
      timeoutMs: 1_000,
      isAvailable: async (code) => code !== 'RSA',
    });
    await expect(call).rejects.toMatchObject({ insurer: 'RSA', reason: 'switched-off' });
    await expect(call).rejects.toBeInstanceOf(InsurerUnavailableError);
    expect(called).toBe(false);
  });

  it('passes on an engine error that is not a timeout', async () => {
    const engine: HomeInsurer = {
      code: 'RSA',
      rate: async () => {
        throw new RangeError('bad request');
      },
    };
    await expect(
      callInsurer(engine, workedExampleRequest(), { timeoutMs: 1_000, isAvailable: available }),
    ).rejects.toBeInstanceOf(RangeError);
  });

  it('stops when the caller aborts, without calling it a timeout', async () => {
    const caller = new AbortController();
    const call = callInsurer(silentEngine, workedExampleRequest(), {
      timeoutMs: 5_000,
      isAvailable: available,
      signal: caller.signal,
    });
    caller.abort(new Error('client went away'));
    await expect(call).rejects.toThrow('client went away');
  });

  it('rates 32 quotes at once well within a second', async () => {
    const engine = new RsaHomeEngine();
    const started = performance.now();
    const ratings = await Promise.all(
      Array.from({ length: 32 }, () =>
        callInsurer(engine, workedExampleRequest(), { timeoutMs: 1_000, isAvailable: available }),
      ),
    );
    expect(ratings.every((rating) => rating.outcome === 'quoted')).toBe(true);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
