import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_CLOSURE_MESSAGES, LOGOUT_MESSAGES, PUBLIC_SITE_URL } from '@wallet/domain';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isAccountClosedState, markAccountClosing } from '../../../lib/account-closed-state';
import { leaveApp } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { PageSpinner } from '../../../ui/spinner';
import { directorySignOutAddress } from '../api/directory-sign-out';
import { signOut } from '../api/sign-out';
import { clearBrowserSession } from '../lib/clear-browser-session';

type Outcome = 'pending' | 'done' | 'failed';

/**
 * platform.md 2.4 Logout: signs out, clears what this browser kept, and says how it went. Enter
 * pressed anywhere but on a control takes the customer to the public insurance site. An agent's
 * browser goes on to the staff directory to end its session there too, and the directory sends
 * it back here, where there is nothing more to end.
 */
export function LogoutPage() {
  const [outcome, setOutcome] = useState<Outcome>('pending');
  const started = useRef(false);
  const queryClient = useQueryClient();
  // A closed account's sign-ins have all ended already: this browser only forgets what it kept.
  const closed = isAccountClosedState(useLocation().state);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(async (ok) => {
      clearBrowserSession(queryClient);
      // A closed account's page held the session watch off until here; the next sign-in's runs.
      markAccountClosing(false);
      const directory = await directorySignOutAddress();
      if (directory) {
        leaveApp(directory);
        return;
      }
      setOutcome(ok ? 'done' : 'failed');
    });
  }, [queryClient]);

  useEffect(() => {
    if (outcome === 'pending') return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.key !== 'Enter' || target?.closest('a, button, input, select, textarea')) return;
      leaveApp(PUBLIC_SITE_URL);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [outcome]);

  if (outcome === 'pending') return <PageSpinner label="Logging out" />;
  if (closed) {
    return (
      <>
        <PageHero title={ACCOUNT_CLOSURE_MESSAGES.closed} />
        <PageBody overlap narrow>
          <Card accent="primary">
            <p>{ACCOUNT_CLOSURE_MESSAGES.closedDetail}</p>
            <ButtonLink to={PATHS.wallet}>Back to wallet</ButtonLink>
          </Card>
        </PageBody>
      </>
    );
  }
  const message = outcome === 'done' ? LOGOUT_MESSAGES.success : LOGOUT_MESSAGES.failure;
  return (
    <>
      <PageHero title={message} />
      <PageBody overlap narrow>
        <Card accent={outcome === 'done' ? 'primary' : 'tertiary'}>
          <p>
            {outcome === 'done' ? LOGOUT_MESSAGES.successDetail : LOGOUT_MESSAGES.failureDetail}
          </p>
          <ButtonLink to={PATHS.wallet}>Back to wallet</ButtonLink>
        </Card>
      </PageBody>
    </>
  );
}
