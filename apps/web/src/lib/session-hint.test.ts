import { afterEach, describe, expect, it } from 'vitest';
import { setSessionHint } from '../test/test-api';
import { getSession, resetSessionForNewPage } from './session';
import { hasSessionHint } from './session-hint';

afterEach(() => setSessionHint(false));

describe('the session hint', () => {
  it('is read from the cookie the API sets beside the refresh cookie', () => {
    expect(hasSessionHint()).toBe(false);
    document.cookie = 'other=1; path=/';
    expect(hasSessionHint()).toBe(false);
    setSessionHint(true);
    expect(hasSessionHint()).toBe(true);
    setSessionHint(false);
    expect(hasSessionHint()).toBe(false);
  });

  it('decides how a page load starts: signed out without it, restoring with it', () => {
    resetSessionForNewPage();
    expect(getSession().status).toBe('signed-out');
    setSessionHint(true);
    resetSessionForNewPage();
    expect(getSession().status).toBe('restoring');
  });
});
