import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { arrivalDirection } from '../../lib/history-trail';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { PageSpinner } from '../../ui/spinner';

/**
 * The account screens (force login, log in, sign up, verify e-mail, the code, new-password and
 * reset screens) are steps a signed-in customer has finished: they are never replayed. Back or
 * Forward steps over them to the screen beyond, in the direction the customer was going (Back
 * from payment after signing up returns to the screen before the sign-in check); any other way
 * in goes to the wallet. Decided once per arrival, so signing in on one of them is not undone.
 */
export function FinishedWhenSignedIn() {
  const { status } = useSession();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [decision, setDecision] = useState<{ key: string; finished: boolean } | null>(null);
  const known = status !== 'restoring';
  if (known && decision?.key !== location.key) {
    setDecision({ key: location.key, finished: status === 'signed-in' });
  }
  const finished = decision?.key === location.key && decision.finished;

  useEffect(() => {
    if (!finished) return;
    const direction = arrivalDirection(location.key, navigationType);
    if (direction === 'back') void navigate(-1);
    else if (direction === 'forward') void navigate(1);
    else void navigate(PATHS.wallet, { replace: true });
  }, [finished, location.key, navigationType, navigate]);

  if (!known || decision?.key !== location.key || finished) return <PageSpinner />;
  return <Outlet />;
}
