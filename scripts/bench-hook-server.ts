// The bench's hook ladder (npm run bench): the bare route of bench-bare-server.mjs under the API's
// prefix, with the first HOOKS of the product's own per-request hooks (apps/api/src/plugins) in the
// order the app registers them. Each step's rate beside the one before shows what its hook costs
// per request; run with tsx, as the hooks are the product's TypeScript, not copies.
import cookie from '@fastify/cookie';
import Fastify, { LogController } from 'fastify';
import { DEFAULT_FEATURE_FLAGS } from '@wallet/domain';
import type { AppConfig } from '../apps/api/src/config.js';
import { inputGuardPlugin } from '../apps/api/src/plugins/input-guard.js';
import { requestContextPlugin } from '../apps/api/src/plugins/request-context.js';
import { rateLimitPlugin } from '../apps/api/src/plugins/rate-limit.js';
import { logEveryRequest, loggerOptions } from '../apps/api/src/plugins/request-log.js';
import { securityPlugin } from '../apps/api/src/plugins/security.js';

/** The ladder's steps after the bare route, in the app's order (apps/api/src/app.ts). */
export const HOOK_STEPS = [
  'request log',
  'security headers',
  'rate limit',
  'cookies',
  'caller check',
  'input guard',
] as const;

const hooks = Number(process.env.HOOKS ?? 0);
const on = (step: (typeof HOOK_STEPS)[number]) => HOOK_STEPS.indexOf(step) < hooks;

// What the hooks read of the app's configuration, as the bench runs the product.
const config = {
  nodeEnv: 'production',
  logLevel: process.env.LOG_LEVEL ?? 'info',
  publicOrigins: ['http://127.0.0.1:4320'],
  rateLimitMax: 100_000_000,
  redisUrl: undefined,
} as unknown as AppConfig;

// As the app logs: its own line per request, Fastify's two turned off (apps/api/src/app.ts).
const app = Fastify({
  logger: on('request log') ? loggerOptions(config, undefined) : false,
  logController: new LogController({ disableRequestLogging: true }),
});
app.decorate('config', config);
if (on('request log')) logEveryRequest(app);
if (on('security headers')) await app.register(securityPlugin);
if (on('rate limit')) await app.register(rateLimitPlugin);
if (on('cookies')) await app.register(cookie);
// Without a bearer token (as the bench's flags read) the caller check reads nothing.
if (on('caller check')) await app.register(requestContextPlugin);
if (on('input guard')) await app.register(inputGuardPlugin);
await app.register(
  async (api) => {
    api.get('/feature', async () => DEFAULT_FEATURE_FLAGS);
  },
  { prefix: '/api' },
);
// The ladder's step names, for the bench's table (outside /api: no hook of the app's runs for it).
app.get('/ladder', async () => ({ steps: HOOK_STEPS, hooks }));
await app.listen({ port: Number(process.env.PORT ?? 4330), host: '127.0.0.1' });
