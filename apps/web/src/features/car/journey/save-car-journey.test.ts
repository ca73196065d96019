import { afterEach, describe, expect, it, vi } from 'vitest';
import { niamhsCorolla } from '../test/car-fixtures';
import { clearCarJourney, updateCarJourney } from './car-journey';
import { saveCarJourneyToServer } from './save-car-journey';

function answerFetch(status: number) {
  const fetch = vi.fn(async () => new Response('{}', { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('saving the car form at sign-out', () => {
  afterEach(() => {
    clearCarJourney();
    vi.unstubAllGlobals();
  });

  it('puts the three cards as typed to the MOTOR temporary quote', async () => {
    const forms = niamhsCorolla();
    updateCarJourney({ forms });
    const fetch = answerFetch(200);
    expect(await saveCarJourneyToServer()).toBe(true);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/profile/profile/tempQuote/MOTOR');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual(forms);
  });

  it('saves nothing without a form, and says so when the server refuses', async () => {
    const fetch = answerFetch(500);
    expect(await saveCarJourneyToServer()).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    updateCarJourney({ forms: niamhsCorolla() });
    expect(await saveCarJourneyToServer()).toBe(false);
  });
});
