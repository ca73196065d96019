import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { GenericErrorPage } from '../../features/wallet';
import { useSession } from '../../lib/session';
import { SkipLink } from '../../ui/skip-link';
import { PageSpinner } from '../../ui/spinner';
import { PAGE_TITLES } from '../page-titles';
import { DocumentTitle, ShownInstead } from './document-title';
import { useDrawingFrame } from './drawn-frame';
import { Footer } from './footer';
import { Header } from './header';
import { CarGate } from './car-gate';
import { OldBrowserBanner } from './old-browser-banner';
import { RenderErrorBoundary } from './render-error-boundary';
import { RouteEffects } from './route-effects';
import './app-layout.css';

export const MAIN_CONTENT_ID = 'main-content';

/** Loaded only once someone signs in, so visitors never download it. */
const SessionWatch = lazy(() =>
  import('../../features/auth/session-watch').then((module) => ({ default: module.SessionWatch })),
);

export function AppLayout() {
  const { pathname } = useLocation();
  const { status } = useSession();
  const drawingFrame = useDrawingFrame();
  return (
    <div className="app-shell">
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <OldBrowserBanner />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="app-main">
        <RenderErrorBoundary
          resetKey={pathname}
          fallback={
            <ShownInstead title={PAGE_TITLES.somethingWentWrong}>
              <GenericErrorPage />
            </ShownInstead>
          }
        >
          <Suspense fallback={<PageSpinner />}>
            <CarGate>
              <Outlet />
            </CarGate>
          </Suspense>
        </RenderErrorBoundary>
      </main>
      {!drawingFrame && <Footer />}
      <DocumentTitle />
      <RouteEffects />
      {status === 'signed-in' && (
        // A watcher that cannot load (for example after a new release) must not break the page;
        // it is left out until the next page load.
        <RenderErrorBoundary resetKey="session-watch" fallback={null}>
          <Suspense fallback={null}>
            <SessionWatch />
          </Suspense>
        </RenderErrorBoundary>
      )}
    </div>
  );
}
