import type { NavigationType } from 'react-router';
import { createSessionStore, type StoredShape } from './session-store';

/**
 * The entries of this tab's history the app has seen, by location key, and which one it is on:
 * enough to tell whether an arrival by the browser's Back or Forward came from the entry after or
 * the one before. The trail is kept in the tab's session storage, so a reload (or a return from
 * another site) picks it up where it was: the browser keeps the entries and their keys, and Back
 * after a reload still steps over a finished account screen to the page before it.
 */
interface Trail {
  keys: string[];
  position: number;
}

/**
 * The key the router gives an entry it has not stored a key in: a page loaded from its address
 * (typed, reloaded before any navigation, or linked from elsewhere). Each such entry is the first
 * of its page load, so two of them in the trail cannot be told apart by the key alone.
 */
const UNKEYED_ENTRY = 'default';

/** The browser keeps about 50 entries a tab; more than that can never be reached again. */
const MAX_ENTRIES = 100;

/** Checked by hand: the trail is kept from the first page, which has no schema library. */
const trailShape: StoredShape<Trail> = {
  safeParse(value) {
    const stored = value as Partial<Record<keyof Trail, unknown>> | null;
    const keys = typeof stored === 'object' ? stored?.keys : undefined;
    const position = typeof stored === 'object' ? stored?.position : undefined;
    if (
      !Array.isArray(keys) ||
      !keys.every((key) => typeof key === 'string') ||
      typeof position !== 'number' ||
      !Number.isInteger(position) ||
      position < 0 ||
      position >= keys.length
    ) {
      return { success: false };
    }
    return { success: true, data: { keys: keys as string[], position } };
  },
};

const store = createSessionStore('historyTrail', trailShape);

/** This page load's copy of the trail; null until the first arrival reads the stored one. */
let trail: Trail | null = null;
let lastArrival: { key: string; direction: ArrivalDirection } | null = null;

export type ArrivalDirection = 'back' | 'forward' | 'other';

function loadedTrail(): Trail {
  trail ??= store.read() ?? { keys: [], position: -1 };
  return trail;
}

/** The first arrival of a page load is the load itself: never a step within the app. */
const isPageLoad = () => lastArrival === null;

function directionFromTrail(key: string): ArrivalDirection {
  if (isPageLoad()) return 'other';
  const { keys, position } = loadedTrail();
  if (position > 0 && keys[position - 1] === key) return 'back';
  if (position >= 0 && keys[position + 1] === key) return 'forward';
  return 'other';
}

/** Where a page load landed in the trail it found. */
function positionAfterPageLoad({ keys, position }: Trail, key: string): Trail {
  // A reload, or a return from another site to the entry the tab left from.
  if (keys[position] === key) return { keys, position };
  const index = key === UNKEYED_ENTRY ? -1 : keys.lastIndexOf(key);
  if (index >= 0) return { keys, position: index };
  // A page loaded from its address: a new entry after the one the tab was on.
  if (key === UNKEYED_ENTRY)
    return { keys: [...keys.slice(0, position + 1), key], position: position + 1 };
  return { keys: [key], position: 0 };
}

function positionAfter(
  current: Trail,
  key: string,
  action: NavigationType,
  direction: ArrivalDirection,
): Trail {
  const { keys, position } = current;
  if (action === 'PUSH') {
    return { keys: [...keys.slice(0, position + 1), key], position: position + 1 };
  }
  if (action === 'REPLACE' && position >= 0) {
    return { keys: keys.map((each, index) => (index === position ? key : each)), position };
  }
  if (direction === 'back') return { keys, position: position - 1 };
  if (direction === 'forward') return { keys, position: position + 1 };
  if (isPageLoad() || position < 0) return positionAfterPageLoad(current, key);
  // A jump of more than one entry (the browser's history menu).
  const index = key === UNKEYED_ENTRY ? -1 : keys.lastIndexOf(key);
  return index >= 0 ? { keys, position: index } : { keys: [key], position: 0 };
}

/** Called once for every location the app shows (followHistoryTrail below). */
export function recordArrival(key: string, action: NavigationType): void {
  const direction: ArrivalDirection = action === 'POP' ? directionFromTrail(key) : 'other';
  const next = positionAfter(loadedTrail(), key, action, direction);
  const dropped = Math.max(0, next.keys.length - MAX_ENTRIES);
  trail = { keys: next.keys.slice(dropped), position: next.position - dropped };
  lastArrival = { key, direction };
  // Without storage the trail still serves this page load; a reload then starts a new one.
  store.write(trail);
}

/**
 * How the customer arrived at the location with this key: by Back, by Forward, or otherwise (a
 * link, a reload, an address typed). Asked before or after the arrival is recorded, it answers
 * the same.
 */
export function arrivalDirection(key: string, action: NavigationType): ArrivalDirection {
  if (action !== 'POP') return 'other';
  if (lastArrival?.key === key) return lastArrival.direction;
  return directionFromTrail(key);
}

/** The router as the trail follows it: where it is, how it got there, and its changes. */
interface FollowedRouter {
  readonly state: { location: { key: string }; historyAction: NavigationType };
  subscribe(listener: (state: FollowedRouter['state']) => void): unknown;
}

/**
 * Notes the router's location now (the page load) and every new one in the same task as the
 * browser's history changes, not after React draws it: a reload straight after a navigation
 * (a customer quick on the button, or the address changed just before a reload) must find the
 * entry it reloads in the trail, or the trail is lost and Back no longer steps over the finished
 * account screens.
 */
export function followHistoryTrail(router: FollowedRouter): void {
  let noted = router.state.location.key;
  recordArrival(noted, router.state.historyAction);
  router.subscribe(({ location, historyAction }) => {
    if (location.key === noted) return;
    noted = location.key;
    recordArrival(location.key, historyAction);
  });
}

/** For tests: forget the trail, as a new tab would. */
export function resetHistoryTrail(): void {
  trail = null;
  lastArrival = null;
  store.clear();
}
