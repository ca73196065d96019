import { createMemoryRouter, NavigationType } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HistoryTrailModule from './history-trail';

type HistoryTrail = typeof HistoryTrailModule;

/** The module as a new page load of this tab finds it: its memory gone, session storage kept. */
async function pageLoad(): Promise<HistoryTrail> {
  vi.resetModules();
  return import('./history-trail');
}

/** Arrives at `key` and answers how, as the finished account screens ask. */
function arrive(trail: HistoryTrail, key: string, action: NavigationType) {
  const before = trail.arrivalDirection(key, action);
  trail.recordArrival(key, action);
  expect(trail.arrivalDirection(key, action)).toBe(before);
  return before;
}

/** Coming soon, then login and the code screen, which the wallet replaces once signed in. */
async function signInFromComingSoon(): Promise<HistoryTrail> {
  const trail = await pageLoad();
  arrive(trail, 'default', NavigationType.Pop);
  arrive(trail, 'login', NavigationType.Push);
  arrive(trail, 'code', NavigationType.Push);
  arrive(trail, 'wallet', NavigationType.Replace);
  return trail;
}

beforeEach(() => sessionStorage.clear());

describe('the history trail', () => {
  it('tells Back and Forward from other arrivals', async () => {
    const trail = await signInFromComingSoon();
    expect(arrive(trail, 'login', NavigationType.Pop)).toBe('back');
    expect(arrive(trail, 'default', NavigationType.Pop)).toBe('back');
    expect(arrive(trail, 'login', NavigationType.Pop)).toBe('forward');
    expect(arrive(trail, 'login', NavigationType.Push)).toBe('other');
  });

  it('keeps the trail through a reload: Back after it is still Back', async () => {
    await signInFromComingSoon();
    const reloaded = await pageLoad();
    expect(arrive(reloaded, 'wallet', NavigationType.Pop)).toBe('other');
    expect(arrive(reloaded, 'login', NavigationType.Pop)).toBe('back');
    expect(arrive(reloaded, 'default', NavigationType.Pop)).toBe('back');

    const reloadedAgain = await pageLoad();
    expect(arrive(reloadedAgain, 'default', NavigationType.Pop)).toBe('other');
    expect(arrive(reloadedAgain, 'login', NavigationType.Pop)).toBe('forward');
  });

  it('places a page loaded from its address after the entry the tab was on', async () => {
    await signInFromComingSoon();
    const typed = await pageLoad();
    expect(arrive(typed, 'default', NavigationType.Pop)).toBe('other');
    expect(arrive(typed, 'wallet', NavigationType.Pop)).toBe('back');
  });

  it('answers other in a new tab, and with a damaged trail', async () => {
    const fresh = await pageLoad();
    expect(arrive(fresh, 'default', NavigationType.Pop)).toBe('other');
    expect(arrive(fresh, 'login', NavigationType.Pop)).toBe('other');

    sessionStorage.setItem('historyTrail', JSON.stringify({ keys: ['login'], position: 4 }));
    const damaged = await pageLoad();
    expect(arrive(damaged, 'wallet', NavigationType.Pop)).toBe('other');
    expect(arrive(damaged, 'login', NavigationType.Pop)).toBe('other');
  });

  it('is forgotten as a new tab would forget it', async () => {
    const trail = await signInFromComingSoon();
    trail.resetHistoryTrail();
    const reloaded = await pageLoad();
    expect(arrive(reloaded, 'wallet', NavigationType.Pop)).toBe('other');
    expect(arrive(reloaded, 'login', NavigationType.Pop)).toBe('other');
  });

  it('follows the router as its address changes, before anything is drawn', async () => {
    const trail = await pageLoad();
    const router = createMemoryRouter(
      ['/wallet/comingsoon', '/login', '/confirmLoginCode', '/wallet'].map((path) => ({
        path,
        element: null,
      })),
      { initialEntries: ['/wallet/comingsoon'] },
    );
    trail.followHistoryTrail(router);
    await router.navigate('/login');
    const login = router.state.location.key;
    await router.navigate('/confirmLoginCode');
    await router.navigate('/wallet', { replace: true });
    const wallet = router.state.location.key;

    // A reload at once: the wallet's entry is in the trail, so Back is still Back.
    const reloaded = await pageLoad();
    expect(arrive(reloaded, wallet, NavigationType.Pop)).toBe('other');
    expect(arrive(reloaded, login, NavigationType.Pop)).toBe('back');
    expect(arrive(reloaded, 'default', NavigationType.Pop)).toBe('back');
  });
});
