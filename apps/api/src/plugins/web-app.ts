/**
 * Production mode: the API also serves the built React app, and any page address that is not a
 * file answers with index.html so the app's router can draw it. The build writes a brotli and a
 * gzip copy beside every text file (apps/web/build/precompress.ts); each request gets the best one
 * it accepts, with `Vary: accept-encoding`, so nothing is compressed per request.
 *
 * A page a visitor lands on gets its own copy of index.html, which asks for the page's code beside
 * the shell's (apps/web/build/page-bundles.ts); the build lists them in landing-pages.json.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  LANDING_PAGES_FILE,
  landingPagesFileSchema,
  sessionHintedBy,
  routeMatches,
  SESSION_HINT_COOKIE,
} from '@wallet/domain';
import { API_PREFIX } from './api-docs.js';

const APP_PAGE = 'index.html';
/** Who the browser's session hint says may be signed in there. */
type Hinted = ReturnType<typeof sessionHintedBy>;

/**
 * The page file that answers `path`: a landing page's own copy (without the visitor's drawn first
 * screen when the browser holds the session hint, with the agent's frame when it names an agent),
 * or index.html.
 */
export type AppPageOf = (path: string, hinted: Hinted) => string;

function appPageTable(root: string): AppPageOf {
  const file = join(root, LANDING_PAGES_FILE);
  if (!existsSync(file)) return () => APP_PAGE;
  const { pages } = landingPagesFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  for (const page of pages) {
    if (!existsSync(join(root, page.html))) {
      throw new Error(`${LANDING_PAGES_FILE} names ${page.html}, which the build does not hold`);
    }
  }
  for (const page of pages) {
    for (const copy of [page.signedInHtml, page.agentHtml]) {
      if (copy && !existsSync(join(root, copy))) {
        throw new Error(`${LANDING_PAGES_FILE} names ${copy}, which the build does not hold`);
      }
    }
  }
  return (path, hinted) => {
    const page = pages.find((candidate) => routeMatches(candidate.route, path));
    if (!page) return APP_PAGE;
    if (hinted === 'agent' && page.agentHtml) return page.agentHtml;
    return (hinted !== 'none' && page.signedInHtml) || page.html;
  };
}

/** Vite fingerprints everything under assets/, so those files never change under one name. */
const IMMUTABLE_ASSETS = /\/assets\//;

export async function registerWebApp(
  app: FastifyInstance,
): Promise<{ spaAvailable: false } | { spaAvailable: true; appPageOf: AppPageOf }> {
  const root = app.config.webDistDir;
  if (!existsSync(join(root, APP_PAGE))) {
    app.log.warn(
      { webDistDir: root },
      'the built web app was not found; build it with `npm run build -w apps/web` (only the API is served)',
    );
    return { spaAvailable: false };
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // `/` is a page address like any other, answered below with its page.
    index: false,
    wildcard: true,
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        IMMUTABLE_ASSETS.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const appPageOf = appPageTable(root);
  app.get('/', { schema: { hide: true } }, (request, reply) =>
    sendAppPage(request, reply, appPageOf),
  );
  return { spaAvailable: true, appPageOf };
}

/** A page address: a GET outside the API whose last segment has no file extension. */
export function isAppPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pagePathOf(request);
  if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) return false;
  const lastSegment = path.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

/** The page's path, without its query: what the app's router matches. */
export const pagePathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

/** Who the browser's session hint says may be signed in there: nobody, a customer or an agent. */
function hintedOf(request: FastifyRequest): Hinted {
  return sessionHintedBy(request.cookies[SESSION_HINT_COOKIE]);
}

/** The page that answers `request`, which depends on its address and on the session hint. */
export function sendAppPage(request: FastifyRequest, reply: FastifyReply, appPageOf: AppPageOf) {
  return reply
    .header('cache-control', 'no-cache')
    .header('vary', 'cookie')
    .type('text/html; charset=utf-8')
    .sendFile(appPageOf(pagePathOf(request), hintedOf(request)));
}
