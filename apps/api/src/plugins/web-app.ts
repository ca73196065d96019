/**
 * Production mode: the API also serves the built React app, and any page address that is not a
 * file answers with index.html so the app's router can draw it. The build writes a brotli and a
 * gzip copy beside every text file (apps/web/build/precompress.ts); each request gets the best one
 * it accepts, with `Vary: accept-encoding`, so nothing is compressed per request.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from './api-docs.js';

/** Vite fingerprints everything under assets/, so those files never change under one name. */
const IMMUTABLE_ASSETS = /\/assets\//;

export async function registerWebApp(app: FastifyInstance): Promise<{ spaAvailable: boolean }> {
  const root = app.config.webDistDir;
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn(
      { webDistDir: root },
      'the built web app was not found; build it with `npm run build -w apps/web` (only the API is served)',
    );
    return { spaAvailable: false };
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
    wildcard: true,
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        IMMUTABLE_ASSETS.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return { spaAvailable: true };
}

/** A page address: a GET outside the API whose last segment has no file extension. */
export function isAppPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) return false;
  const lastSegment = path.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

export function sendAppPage(reply: FastifyReply) {
  return reply
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .sendFile('index.html');
}
