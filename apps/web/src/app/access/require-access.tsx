import type { UserRole } from '@wallet/domain';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { rememberForcedLogin } from '../../lib/forced-login';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { PageSpinner } from '../../ui/spinner';
import { ShownInstead } from '../layout/document-title';
import { PAGE_TITLES } from '../page-titles';

/** The login screen alone, not the other account screens (decision 0008). */
const LoginPage = lazy(() =>
  import('../../features/auth/components/login-page').then((module) => ({
    default: module.LoginPage,
  })),
);

/**
 * platform.md 2.1: a private page shows a spinner while the user loads and the login form when
 * nobody is signed in; the visit is remembered so login returns here (platform.md 4.1 step 6).
 * With `roles`, a signed-in user without one of them goes back to the wallet.
 */
export function RequireAccess({ roles }: { roles?: UserRole[] }) {
  const { status, user } = useSession();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (status === 'signed-out') rememberForcedLogin({ targetUrl: `${pathname}${search}` });
  }, [status, pathname, search]);

  if (status === 'restoring') return <PageSpinner />;
  if (status === 'signed-out') {
    return (
      <ShownInstead title={PAGE_TITLES.loginFor}>
        <Suspense fallback={<PageSpinner />}>
          <LoginPage />
        </Suspense>
      </ShownInstead>
    );
  }
  if (roles && (!user || !roles.includes(user.role))) return <Navigate to={PATHS.wallet} replace />;
  return <Outlet />;
}
