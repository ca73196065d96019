/**
 * The rate limits' counters, shared by every process through Redis (issue 25, decision 0020): with
 * N processes behind a load balancer a guesser would otherwise get N times each limit. While Redis
 * cannot be reached or does not answer within its time limit the counters are this process's own,
 * as with one process: the API keeps serving (never a 5xx for a missing counter, never a wait on
 * a silent Redis), says so once in the log, and shares them again as soon as Redis answers.
 */
import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisConnection } from './redis-connection.js';

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

/**
 * A store class for @fastify/rate-limit's `store` option. Each count goes to Redis when it may be
 * asked (see RedisConnection.ask), else (or when Redis fails the count or lets it time out) to the
 * process's own counter.
 */
export function sharedRateLimitStore(redis: RedisConnection): FastifyRateLimitStoreCtor {
  class SharedStore implements CounterStore {
    constructor(
      params: GlobalParams,
      private readonly shared: CounterStore = new RedisStore(
        params.continueExceeding ?? false,
        params.exponentialBackoff ?? false,
        redis.client,
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
      const asked = redis.ask((outcome) =>
        this.shared[method]!(
          key,
          (error, result) => {
            outcome(error);
            if (error) return local();
            callback(null, result);
          },
          timeWindow,
          max,
        ),
      );
      if (!asked) local();
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
