import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App, connectRouter } from '../app/app';
import { createQueryClient } from '../app/provider';
import { routes } from '../app/router';
import { closeSession } from '../features/auth/session';
import { resetApiNavigation } from '../lib/api-client';
import { resetSessionForNewPage } from '../lib/session';
import { installTestApi, type TestApiOptions } from './test-api';

/** Starts the whole app at `path`, as a fresh page load would, against the in-test API. */
export function renderApp(path: string, api: TestApiOptions = {}) {
  closeSession();
  // The API first: it puts the browser's cookies as the page load finds them.
  const testApi = installTestApi(api);
  resetSessionForNewPage();
  resetApiNavigation();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  connectRouter(router);
  const view = render(<App router={router} queryClient={createQueryClient()} />);
  return { ...view, router, api: testApi };
}

export function setViewportWidth(width: number) {
  window.innerWidth = width;
}
