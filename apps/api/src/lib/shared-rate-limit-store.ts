/**
 * The rate limits' counters, shared by every process through Redis (issue 25, decision 0020): with
 * N processes behind a load balancer a guesser would otherwise get N times each limit. While Redis
 * cannot be reached the counters are this process's own, as with one process: the API keeps
 * serving (never a 5xx for a missing counter), says so once in the log, and shares them again as
 * soon as Redis answers.
 */
import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/** What @fastify/rate-limit asks of a store (its LocalStore and RedisStore have this shape). */
interface CounterStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): CounterStore;
}

/** What the plugin gives a store it builds (its global options, these among them). */
type GlobalParams = { continueExceeding?: boolean; exponentialBackoff?: boolean };

type StoreClass = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  ...more: unknown[]
) => CounterStore;

// The plugin's own stores, which it ships without type declarations.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;

/** Whether the counters are shared now; told to the log only when it changes. */
function sharingState(log: FastifyBaseLogger) {
  let shared = true;
  return {
    lost(error: Error) {
      if (!shared) return;
      shared = false;
      log.warn(
        { err: { message: error.message } },
        'rate limits are counted per process until Redis answers again',
      );
    },
    regained() {
      if (shared) return;
      shared = true;
      log.info('rate limits are shared through Redis again');
    },
  };
}

/**
 * A store class for @fastify/rate-limit's `store` option. Each count goes to Redis when its
 * connection is ready, else (or when Redis fails the count) to the process's own counter.
 */
export function sharedRateLimitStore(
  redis: Redis,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  const state = sharingState(log);

  class SharedStore implements CounterStore {
    constructor(
      params: GlobalParams,
      private readonly shared: CounterStore = new RedisStore(
        params.continueExceeding ?? false,
        params.exponentialBackoff ?? false,
        redis,
        'wallet-rate-limit-',
      ),
      private readonly local: CounterStore = new LocalStore(
        params.continueExceeding ?? false,
        params.exponentialBackoff ?? false,
      ),
    ) {}

    private count(
      method: 'incr' | 'read',
      key: string,
      callback: Callback,
      timeWindow: number,
      max: number,
    ) {
      const local = () => this.local[method]!(key, callback, timeWindow, max);
      if (redis.status !== 'ready') {
        state.lost(new Error(`Redis is ${redis.status}`));
        return local();
      }
      this.shared[method]!(
        key,
        (error, result) => {
          if (error) {
            state.lost(error);
            return local();
          }
          state.regained();
          callback(null, result);
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      this.count('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: Callback, timeWindow: number, max: number) {
      this.count('read', key, callback, timeWindow, max);
    }

    child(routeOptions: unknown): CounterStore {
      return new SharedStore({}, this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }

  return SharedStore;
}
