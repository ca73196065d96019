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

const router = createAppRouter();
connectRouter(router);
registerSignOutTasks();

const queryClient = createQueryClient();
const container = document.getElementById('root')!;

/** Runs `onCommit` once React has put its first render on the page. */
function AfterFirstCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

if (container.hasChildNodes() && !hasSessionHint()) {
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
} else {
  // Another page, or a customer's (the drawn page is a visitor's): drawn by the app alone.
  container.replaceChildren();
  prefetchFeatureFlags(queryClient);
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}

if (import.meta.env.PROD) {
  window.addEventListener('load', () => void registerServiceWorker());
}
