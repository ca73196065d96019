// First: the schema library's settings hold before any schema is built.
import './lib/zod-jitless';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, connectRouter } from './app/app';
import { createQueryClient } from './app/provider';
import { createAppRouter, routerReady } from './app/router';
import { registerSignOutTasks } from './app/sign-out-tasks';
import { prefetchFeatureFlags } from './features/flags';
import { hasSessionHint } from './lib/session-hint';
import { registerServiceWorker } from './lib/service-worker';
import './ui/theme.css';
import './ui/base.css';

const container = document.getElementById('root')!;

/** Runs `onCommit` once React has put its first render on the page. */
function AfterFirstCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * Starts the app. Called in a task of its own: the browser evaluates the shell's modules in one
 * task, and the router's set-up, the first requests and hydration each following in theirs leaves
 * the main thread free for input in between (a phone spends hundreds of milliseconds here).
 */
function startApp() {
  const router = createAppRouter();
  connectRouter(router);
  registerSignOutTasks();
  const queryClient = createQueryClient();
  if (container.hasChildNodes() && !hasSessionHint()) hydrateFirstScreen(router, queryClient);
  else renderApp(router, queryClient);
}

type AppRouter = ReturnType<typeof createAppRouter>;
type QueryClient = ReturnType<typeof createQueryClient>;

function hydrateFirstScreen(router: AppRouter, queryClient: QueryClient) {
  // A landing page whose first screen the build drew for a visitor (decision 0017): the app takes
  // that markup over. The flags are asked for at once, but their answer is held until the markup
  // is hydrated, as the page was drawn before they were known; the route's code is in first.
  let hydrated: () => void = () => undefined;
  prefetchFeatureFlags(queryClient, new Promise<void>((resolve) => (hydrated = resolve)));
  // Hydrated as a transition: React yields to the browser every few milliseconds instead of
  // taking the main thread for the whole page in one task (the page is already painted).
  void routerReady(router).then(() =>
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App router={router} queryClient={queryClient} />
          <AfterFirstCommit onCommit={hydrated} />
        </StrictMode>,
      );
    }),
  );
}

function renderApp(router: AppRouter, queryClient: QueryClient) {
  // Another page, or a customer's (the drawn page is a visitor's): drawn by the app alone.
  container.replaceChildren();
  prefetchFeatureFlags(queryClient);
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}

setTimeout(startApp, 0);

if (import.meta.env.PROD) {
  window.addEventListener('load', () => void registerServiceWorker());
}
