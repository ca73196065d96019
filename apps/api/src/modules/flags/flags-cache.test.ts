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
