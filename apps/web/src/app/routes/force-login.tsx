import { looksUpEmailBeforeForceLogin } from '@wallet/domain';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { checkRegistered, ForceLoginPage } from '../../features/auth';
import { useFeatureFlagsState } from '../../features/flags';
import { readForcedLogin } from '../../lib/forced-login';
import { PATHS } from '../../lib/paths';
import { PageSpinner } from '../../ui/spinner';
import { quoteContactDetails } from '../quote-contact-details';

type Lookup = 'checking' | 'registered' | 'no-account';

/**
 * /customer-login/ (car-travel-payment.md 4, home.md 4): a visitor sent to pay is asked to log in
 * or sign up. Where the spec looks the quote's e-mail up first (looksUpEmailBeforeForceLogin), an
 * address with no account goes straight to Sign Up instead, which the quote's details fill. No
 * e-mail, or a lookup that fails, offers both.
 */
export function Component() {
  const { flags, settled } = useFeatureFlagsState();
  const [lookup, setLookup] = useState<Lookup>('checking');
  useEffect(() => {
    // Decided once, with the flags as the server has them.
    if (!settled || lookup !== 'checking') return;
    const email = looksUpEmailBeforeForceLogin(readForcedLogin()?.product, flags.marketing_enabled)
      ? quoteContactDetails().email
      : '';
    if (!email) {
      setLookup('registered');
      return;
    }
    let current = true;
    void checkRegistered(email).then((registered) => {
      if (current) setLookup(registered === false ? 'no-account' : 'registered');
    });
    return () => {
      current = false;
    };
  }, [settled, flags.marketing_enabled, lookup]);
  if (lookup === 'checking') return <PageSpinner />;
  // In the place of this page: Back from Sign Up returns to the step before, not here.
  if (lookup === 'no-account') return <Navigate to={PATHS.signUp} replace />;
  return <ForceLoginPage />;
}
