import type { ReactElement } from 'react';
import { renderInMemoryRouter } from '../../../test/render-route';

/**
 * Renders one agent screen at `path` in a memory router, with whatever answers the network
 * already (the in-test agent API, installed first: the screen asks as soon as it is drawn).
 */
export function renderScreen(path: string, routePath: string, element: ReactElement) {
  return renderInMemoryRouter(path, routePath, element);
}
