// First: the schema library's settings hold before any schema is built.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, connectRouter } from './app/app';
import { createQueryClient } from './app/provider';
import { createAppRouter } from './app/router';
import { registerSignOutTasks } from './app/sign-out-tasks';
import { prefetchFeatureFlags } from './features/flags';
import { registerServiceWorker } from './lib/service-worker';
import './ui/theme.css';
import './ui/base.css';

const router = createAppRouter();
connectRouter(router);
registerSignOutTasks();

const queryClient = createQueryClient();
prefetchFeatureFlags(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);

if (import.meta.env.PROD) {
  window.addEventListener('load', () => void registerServiceWorker());
}
