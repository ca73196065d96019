import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useRefetchFlagsOnNavigation } from '../../features/flags';
import { pushVirtualPageView } from '../../lib/analytics';

/** Moves focus to the new page's heading so screen readers announce where the user landed. */
function focusPageHeading() {
  const heading = document.querySelector<HTMLElement>('main h1');
  const target = heading ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * What happens on every navigation: a virtual page view (also on load), scroll to top
 * (platform.md 2.1), focus on the new heading and a fresh look at the feature flags.
 */
export function RouteEffects() {
  const location = useLocation();
  const lastKey = useRef<string | null>(null);
  useRefetchFlagsOnNavigation();

  useEffect(() => {
    if (lastKey.current === location.key) return;
    const firstLoad = lastKey.current === null;
    lastKey.current = location.key;
    pushVirtualPageView(location.pathname);
    if (firstLoad) return;
    window.scrollTo(0, 0);
    focusPageHeading();
  }, [location.key, location.pathname]);

  return null;
}
