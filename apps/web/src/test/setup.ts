import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { afterEach, vi } from 'vitest';
// Screens ask the registered products' answers, as in the app.
import '../app/products';

/**
 * Screens load their code on first visit; on a busy CI machine the first import of a chunk can
 * take longer than the library's default second, so findBy and waitFor wait up to five.
 */
configure({ asyncUtilTimeout: 5000 });

/**
 * React checks that updates in tests are wrapped in act(). The testing library says so in a
 * beforeAll of its own, registered only for the first file of a worker, since the files share it
 * (vitest.config.ts): said here, it holds for every file.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * jsdom has no layout engine: media queries are answered from window.innerWidth, which tests set
 * to try the phone and desktop headers.
 */
function matchMediaFromWidth(query: string): MediaQueryList {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  const width = window.innerWidth;
  const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  };
}

window.matchMedia = matchMediaFromWidth;
// jsdom does not implement scrolling; the app scrolls to top on navigation.
window.scrollTo = () => {};

/** Forgets every cookie the page can see, as a new browser would have none. */
function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/**
 * Each test ends as a page closed: the test files share one window per worker (vitest.config.ts),
 * so what a test leaves in it (storage, cookies, the address, fake clocks) goes with it.
 */
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  clearCookies();
  vi.useRealTimers();
  // A test may tell the queries the window lost its focus; the next one starts with the browser's.
  focusManager.setFocused(undefined);
  window.history.replaceState(null, '', '/');
  window.dataLayer = [];
});
