import { act, renderHook } from '@testing-library/react';
import { ABOUT_YOU_DEFAULTS, YOUR_HOME_DEFAULTS } from '@wallet/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearHomeJourney,
  HOME_JOURNEY_KEY,
  readHomeJourney,
  updateHomeJourney,
  useHomeJourney,
} from './home-journey';

afterEach(() => {
  clearHomeJourney();
  sessionStorage.clear();
});

describe('home journey store', () => {
  it('starts empty with no card opened', () => {
    expect(readHomeJourney()).toEqual({
      cardsOpened: { aboutYou: false, yourHome: false, yourCover: false },
    });
  });

  it('merges patches, keeps other cards opened and writes session storage', () => {
    updateHomeJourney({
      aboutYou: { ...ABOUT_YOU_DEFAULTS, firstName: 'Aoife' },
      cardsOpened: { aboutYou: true },
    });
    updateHomeJourney({ cardsOpened: { yourHome: true }, resuming: true });
    const journey = readHomeJourney();
    expect(journey.aboutYou?.firstName).toBe('Aoife');
    expect(journey.resuming).toBe(true);
    expect(journey.cardsOpened).toEqual({ aboutYou: true, yourHome: true, yourCover: false });
    expect(JSON.parse(sessionStorage.getItem(HOME_JOURNEY_KEY)!)).toEqual(journey);
  });

  it('accepts a function of the current journey and removes keys given as undefined', () => {
    updateHomeJourney({ submitted: true, resuming: true });
    updateHomeJourney((journey) => ({ submitted: !journey.submitted, resuming: undefined }));
    expect(readHomeJourney().submitted).toBe(false);
    expect('resuming' in readHomeJourney()).toBe(false);
  });

  it('reads what a previous page load stored (a reload) and survives damaged entries', () => {
    sessionStorage.setItem(
      HOME_JOURNEY_KEY,
      JSON.stringify({
        yourHome: { ...YOUR_HOME_DEFAULTS, coverType: 'ownLive' },
        cardsOpened: { yourHome: true },
      }),
    );
    expect(readHomeJourney().yourHome?.coverType).toBe('ownLive');
    expect(readHomeJourney().cardsOpened.yourHome).toBe(true);
    sessionStorage.setItem(HOME_JOURNEY_KEY, '{not json');
    expect(readHomeJourney().yourHome).toBeUndefined();
  });

  it('returns the same object while nothing changed (a stable snapshot)', () => {
    updateHomeJourney({ submitted: true });
    expect(readHomeJourney()).toBe(readHomeJourney());
  });

  it('re-renders subscribers on update and clear', () => {
    const { result } = renderHook(() => useHomeJourney());
    expect(result.current.aboutYou).toBeUndefined();
    act(() => {
      updateHomeJourney({ aboutYou: { ...ABOUT_YOU_DEFAULTS, email: 'a@b.ie' } });
    });
    expect(result.current.aboutYou?.email).toBe('a@b.ie');
    act(() => clearHomeJourney());
    expect(result.current.aboutYou).toBeUndefined();
    expect(sessionStorage.getItem(HOME_JOURNEY_KEY)).toBeNull();
  });
});
