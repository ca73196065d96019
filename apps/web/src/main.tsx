// First: the schema library's settings hold before any schema is built.
import './lib/zod-jitless';
import { startTransition, StrictMode, useEffect } from 'react';
// Its types only: the module itself is imported when the app starts (startApp).
import type * as ReactDomClientModule from 'react-dom/client';
import { App, connectRouter } from './app/app';
import { createQueryClient } from './app/provider';
import { createAppRouter, routerReady } from './app/router';
import { registerSignOutTasks } from './app/sign-out-tasks';
import { startSignedInPage } from './app/start-signed-in';
import { prefetchFeatureFlags } from './features/flags';
import { hasSessionHint } from './lib/session-hint';
import { registerServiceWorker } from './lib/service-worker';
import './ui/theme.css';
import './ui/base.css';

const container = document.getElementById('root')!;

/**
 * Marks the page as the running app's, once its first render is on the page: until then a drawn
 * landing page is only its HTML (its links load pages afresh). Journeys wait for the mark.
 */
function markAppStarted() {
  document.documentElement.dataset.appStarted = '';
}

/** Runs `onCommit` once React has put its first render on the page. */
function AfterFirstCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * Starts the app. Called in a task of its own: the browser evaluates the shell's modules in one
 * task, and the router's set-up, its start, the first requests and hydration each following in
 * theirs leaves the main thread free for input in between (a phone spends hundreds of
 * milliseconds here).
 */
function startApp() {
  const queryClient = createQueryClient();
  // A returning customer's session and profile are asked for before anything else is done.
  const signedInStart = hasSessionHint() ? startSignedInPage(queryClient) : undefined;
  // The router's set-up and its start are the start's largest pieces of work: each has a task.
  const router = createAppRouter();
  setTimeout(() => {
    router.initialize();
    connectRouter(router);
    setTimeout(() => startRendering(router, queryClient, signedInStart), 0);
  }, 0);
}

function startRendering(
  router: AppRouter,
  queryClient: QueryClient,
  signedInStart: Promise<void> | undefined,
) {
  registerSignOutTasks();
  // React DOM (half the shell's code) is a file of its own, asked for with the page
  // (build/page-bundles.ts): evaluated in a task of its own, not in the shell's.
  const reactDom = import('react-dom/client');
  // The page as served says what it holds: a frame is inert (build/page-bundles.ts). The cookie
  // may have changed since the server chose it (a sign-out in another tab), so it is not asked.
  if (container.hasAttribute('inert')) {
    renderOverFrame(router, queryClient, reactDom, signedInStart);
  } else if (container.hasChildNodes()) {
    hydrateFirstScreen(router, queryClient, reactDom);
  } else {
    void reactDom.then((client) => renderApp(router, queryClient, client));
  }
}

type AppRouter = ReturnType<typeof createAppRouter>;
type QueryClient = ReturnType<typeof createQueryClient>;
type ReactDomClient = typeof ReactDomClientModule;

function hydrateFirstScreen(
  router: AppRouter,
  queryClient: QueryClient,
  reactDom: Promise<ReactDomClient>,
) {
  // A landing page whose first screen the build drew for a visitor (decision 0017): the app takes
  // that markup over. The flags are asked for at once, but their answer is held until the markup
  // is hydrated, as the page was drawn before they were known; the route's code is in first.
  let hydrated: () => void = () => undefined;
  prefetchFeatureFlags(queryClient, new Promise<void>((resolve) => (hydrated = resolve)));
  const afterHydration = () => {
    hydrated();
    markAppStarted();
  };
  // Hydrated as a transition: React yields to the browser every few milliseconds instead of
  // taking the main thread for the whole page in one task (the page is already painted).
  void Promise.all([reactDom, routerReady(router)]).then(([{ hydrateRoot }]) =>
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App router={router} queryClient={queryClient} />
          <AfterFirstCommit onCommit={afterHydration} />
        </StrictMode>,
      );
    }),
  );
}

/**
 * A returning customer's page whose frame the build drew (decision 0041): its title and lead are
 * on the screen already. The app draws the page over the frame once the session, the profile, the
 * route's code and React DOM are in, so its first render is the customer's page and not a
 * spinner; React puts it in place of the frame in one commit (nothing in between is painted).
 */
function renderOverFrame(
  router: AppRouter,
  queryClient: QueryClient,
  reactDom: Promise<ReactDomClient>,
  signedInStart: Promise<void> | undefined,
) {
  prefetchFeatureFlags(queryClient);
  // A failed start (the network gone) is the provider's to show, and a slow one is not waited for
  // beyond FRAME_WAIT_MS: the page is drawn all the same, its spinner where the data will be.
  const started = Promise.race([
    (signedInStart ?? Promise.resolve()).catch(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, FRAME_WAIT_MS)),
  ]);
  void Promise.all([reactDom, routerReady(router), started]).then(([{ createRoot }]) =>
    startTransition(() => {
      createRoot(container).render(
        <StrictMode>
          <App router={router} queryClient={queryClient} />
          <AfterFirstCommit onCommit={takeOverFrame} />
        </StrictMode>,
      );
    }),
  );
}

/**
 * How long a frame waits for the session and the profile before the app draws the page anyway:
 * until then its header's links cannot be used (the frame is inert).
 */
const FRAME_WAIT_MS = 2_500;

/** The frame was inert (build/page-bundles.ts); the page now in its place is the app's. */
function takeOverFrame() {
  container.removeAttribute('inert');
  markAppStarted();
}

function renderApp(router: AppRouter, queryClient: QueryClient, { createRoot }: ReactDomClient) {
  // Another page, or a customer's (the drawn page is a visitor's): drawn by the app alone.
  container.replaceChildren();
  container.removeAttribute('inert');
  prefetchFeatureFlags(queryClient);
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
      <AfterFirstCommit onCommit={markAppStarted} />
    </StrictMode>,
  );
}

setTimeout(startApp, 0);

if (import.meta.env.PROD) {
  window.addEventListener('load', () => void registerServiceWorker());
}
