import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS, type FeatureFlagName, type FeatureFlags } from '@wallet/domain';
import type { FlagsRepository } from './flags-repository.js';
import { withFlagsCache } from './flags-cache.js';

/** An in-memory flags store that counts its reads: a second real adapter of the same port. */
function memoryFlags() {
  const state: FeatureFlags = { ...DEFAULT_FEATURE_FLAGS };
  const store = {
    reads: 0,
    failNext: false,
    async readAll() {
      store.reads += 1;
      if (store.failNext) {
        store.failNext = false;
        throw new Error('database unavailable');
      }
      return { ...state };
    },
    async set(name: FeatureFlagName, enabled: boolean) {
      state[name] = enabled;
    },
    async insertMissingDefaults() {},
  };
  return store satisfies FlagsRepository;
}

describe('withFlagsCache', () => {
  it('answers from memory within the window and reads again after it', async () => {
    const store = memoryFlags();
    let clock = 0;
    const flags = withFlagsCache(store, 1000, () => clock);
    await flags.readAll();
    clock = 999;
    await flags.readAll();
    expect(store.reads).toBe(1);
    clock = 1000;
    await flags.readAll();
    expect(store.reads).toBe(2);
  });

  it('answers the flags held while the fresh read runs, then the fresh ones', async () => {
    const store = memoryFlags();
    let clock = 0;
    const flags = withFlagsCache(store, 1000, () => clock);
    await flags.readAll();
    await store.set('home_enabled', false);
    clock = 1500;
    // The window has passed: the held flags answer at once, and one read starts beside them.
    const [first, second] = await Promise.all([flags.readAll(), flags.readAll()]);
    expect([first.home_enabled, second.home_enabled]).toEqual([true, true]);
    expect(store.reads).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await flags.readAll()).home_enabled).toBe(false);
    expect(store.reads).toBe(2);
  });

  it('keeps no flags after a failed refresh: the next read asks the store and sees it fail', async () => {
    const store = memoryFlags();
    let clock = 0;
    const flags = withFlagsCache(store, 1000, () => clock);
    await flags.readAll();
    clock = 1000;
    store.failNext = true;
    await expect(flags.readAll()).resolves.toEqual(DEFAULT_FEATURE_FLAGS);
    await new Promise((resolve) => setTimeout(resolve, 0));
    store.failNext = true;
    await expect(flags.readAll()).rejects.toThrow('database unavailable');
    expect(store.reads).toBe(3);
  });

  it('holds the flags without end when the window is Infinity, until a change is made through it', async () => {
    const store = memoryFlags();
    let clock = 0;
    const flags = withFlagsCache(store, Infinity, () => clock);
    await flags.readAll();
    clock = 365 * 86_400_000;
    await flags.readAll();
    expect(store.reads).toBe(1);
    await flags.set('travel_enabled', false);
    expect((await flags.readAll()).travel_enabled).toBe(false);
    expect(store.reads).toBe(2);
  });

  it('shows a change made through it at once', async () => {
    const store = memoryFlags();
    const flags = withFlagsCache(store, 60_000, () => 0);
    expect((await flags.readAll()).motor_enabled).toBe(true);
    await flags.set('motor_enabled', false);
    expect((await flags.readAll()).motor_enabled).toBe(false);
  });

  it('does not keep a failed read', async () => {
    const store = memoryFlags();
    const flags = withFlagsCache(store, 60_000, () => 0);
    store.failNext = true;
    await expect(flags.readAll()).rejects.toThrow('database unavailable');
    await expect(flags.readAll()).resolves.toEqual(DEFAULT_FEATURE_FLAGS);
  });
});
