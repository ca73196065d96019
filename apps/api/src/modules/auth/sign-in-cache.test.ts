import { describe, expect, it } from 'vitest';
import {
  createSignInCache,
  withSignInCache,
  type RefreshSessionsRepository,
} from './refresh-sessions-repository.js';

/** A repository whose liveness answers wait until the test lets them through. */
function slowRepository() {
  let live = true;
  const pending: Array<() => void> = [];
  const repository = {
    isSignInLive: (): Promise<boolean> => {
      const answer = live;
      return new Promise((resolve) => pending.push(() => resolve(answer)));
    },
    endSignIn: async () => {
      live = false;
    },
    revokeAllOfUser: async () => {
      live = false;
    },
  } as unknown as RefreshSessionsRepository;
  return { repository, release: () => pending.splice(0).forEach((answer) => answer()) };
}

describe('the sign-in check kept in memory', () => {
  it('keeps a live answer for a second', async () => {
    let now = 0;
    const { repository, release } = slowRepository();
    const cached = withSignInCache(
      repository,
      createSignInCache(() => now),
    );
    const first = cached.isSignInLive('s1');
    release();
    expect(await first).toBe(true);
    // Answered from memory: nothing waits on the repository.
    expect(await cached.isSignInLive('s1')).toBe(true);
    now = 1000;
    const later = cached.isSignInLive('s1');
    release();
    expect(await later).toBe(true);
  });

  it('never keeps an answer read before an ending, even if it arrives after it', async () => {
    const { repository, release } = slowRepository();
    const cached = withSignInCache(
      repository,
      createSignInCache(() => 0),
    );
    const inFlight = cached.isSignInLive('s1');
    await cached.endSignIn('s1');
    release();
    expect(await inFlight).toBe(true);
    const afterEnding = cached.isSignInLive('s1');
    release();
    expect(await afterEnding).toBe(false);
  });
});
