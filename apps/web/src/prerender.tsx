/**
 * The first screen of a landing page as HTML, drawn at build time (build/prerender.ts) so that a
 * phone paints it from the document instead of after the app's code has run (decision 0017). It
 * draws what the app's first render in the browser draws for a visitor: signed out, the feature
 * flags not yet answered, nothing kept from an earlier visit. The app then hydrates that markup
 * (main.tsx).
 */
import './lib/zod-jitless';
import type { SessionUser } from '@wallet/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider, createQueryClient } from './app/provider';
import { drawFrames } from './app/layout/drawn-frame';
import { routes } from './app/router';
import { drawPagesFor } from './lib/session';

/**
 * The customer or agent a frame is drawn for: nobody in particular. No id (nothing is asked for
 * with it), no name (the header's account menu reads 'My account' until the profile names them).
 */
const frameUser = (role: 'customer' | 'agent'): SessionUser => ({
  user_id: '',
  email: '',
  given_name: '',
  family_name: '',
  role,
});

/** Lazy parts nested in lazy parts each take a pass; a first screen has at most a few. */
const LAZY_PASSES = 4;

export async function renderLandingPage(path: string): Promise<string> {
  drawPagesFor({ status: 'signed-out', user: null, accessToken: null });
  drawFrames(false);
  return renderPage(path);
}

/**
 * A returning customer's page as its frame (decision 0041): drawn as the app draws it for someone
 * signed in whose session and data are still on their way (their name, policies and documents
 * not yet known), so its title and lead are on the screen before any code has run.
 */
export async function renderSignedInFrame(
  path: string,
  role: 'customer' | 'agent',
): Promise<string> {
  drawPagesFor({ status: 'signed-in', user: frameUser(role), accessToken: null });
  drawFrames(true);
  return renderPage(path);
}

async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) {
    throw new Error(`${path} answers ${context.status} at build time, not a page to draw`);
  }
  if (context.errors) {
    throw new Error(`${path} failed at build time: ${JSON.stringify(context.errors)}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // Drawn as the browser's first render draws it: nothing may wait for code (a suspended part
  // would be left to the browser with an inline script the policy refuses). A part that loads its
  // code on first need (a visitor's login page on a private page) is drawn again once the code is
  // in, as the browser has it by then: the page asks for it with its own code.
  for (let pass = 1; ; pass += 1) {
    const markup = renderToString(
      <StrictMode>
        <AppProvider queryClient={createQueryClient()}>
          {/* Hydration data would be an inline script, which the policy refuses. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>,
    );
    const waiting = markup.includes('<!--$!-->') || markup.includes('<!--$?-->');
    if (!waiting) return markup;
    if (pass === LAZY_PASSES) {
      throw new Error(`${path}: part of its first screen waits for code, so it cannot be drawn`);
    }
    // The lazy parts' imports settle (the build holds their code), then the page is drawn again.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
