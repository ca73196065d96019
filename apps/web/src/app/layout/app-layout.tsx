import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { GenericErrorPage } from '../../features/wallet';
import { SkipLink } from '../../ui/skip-link';
import { PageSpinner } from '../../ui/spinner';
import { Footer } from './footer';
import { Header } from './header';
import { MotorGate } from './motor-gate';
import { OldBrowserBanner } from './old-browser-banner';
import { RenderErrorBoundary } from './render-error-boundary';
import { RouteEffects } from './route-effects';
import './app-layout.css';

export const MAIN_CONTENT_ID = 'main-content';

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <div className="app-shell">
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <OldBrowserBanner />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="app-main">
        <RenderErrorBoundary resetKey={pathname} fallback={<GenericErrorPage />}>
          <Suspense fallback={<PageSpinner />}>
            <MotorGate>
              <Outlet />
            </MotorGate>
          </Suspense>
        </RenderErrorBoundary>
      </main>
      <Footer />
      <RouteEffects />
    </div>
  );
}
