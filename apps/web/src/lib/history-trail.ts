import type { NavigationType } from 'react-router';

/**
 * The entries of this tab's history the app has seen, by location key, and which one it is on:
 * enough to tell whether an arrival by the browser's Back or Forward came from the entry after or
 * the one before. A reload starts a new trail (the app cannot see what came before it).
 */
let trail: string[] = [];
let position = -1;
let lastArrival: { key: string; direction: ArrivalDirection } | null = null;

export type ArrivalDirection = 'back' | 'forward' | 'other';

function directionFromTrail(key: string): ArrivalDirection {
  if (position > 0 && trail[position - 1] === key) return 'back';
  if (position >= 0 && trail[position + 1] === key) return 'forward';
  return 'other';
}

/** Called once for every location the app shows (route-effects.tsx). */
export function recordArrival(key: string, action: NavigationType): void {
  const direction: ArrivalDirection = action === 'POP' ? directionFromTrail(key) : 'other';
  lastArrival = { key, direction };
  if (action === 'PUSH') {
    trail = [...trail.slice(0, position + 1), key];
    position = trail.length - 1;
  } else if (action === 'REPLACE' && position >= 0) {
    trail[position] = key;
  } else {
    const index = trail.indexOf(key);
    if (index >= 0) {
      position = index;
    } else {
      trail = [key];
      position = 0;
    }
  }
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

/** For tests: forget the trail, as a new tab would. */
export function resetHistoryTrail(): void {
  trail = [];
  position = -1;
  lastArrival = null;
}
