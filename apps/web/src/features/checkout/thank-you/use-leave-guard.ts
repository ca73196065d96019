import type { PolicyType } from '@wallet/domain';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { markBackPressed } from '../../../lib/checkout/checkout-storage';

/**
 * home.md 4: while the policy is being generated, leaving in the app (the back button above
 * all) asks for confirmation first, and a reload or closing the tab makes the browser warn.
 * Confirming marks that the customer pressed back.
 */
export function useLeaveGuard(active: boolean, product: PolicyType) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  useEffect(() => {
    // The result arrived while the question was open: it is shown instead of leaving.
    if (!active && blocker.state === 'blocked') blocker.reset();
  }, [active, blocker]);

  return {
    asking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => {
      markBackPressed(product);
      blocker.proceed?.();
    },
  };
}
