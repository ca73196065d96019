import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import type { Caller } from './plugins/request-context.js';
import type { Repositories } from './repositories.js';
import type { AccessTokens } from './modules/auth/tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    repositories: Repositories;
    accessTokens: AccessTokens;
  }
  interface FastifyRequest {
    /** Who is calling: set on every request from the bearer token, anonymous without one. */
    caller: Caller;
  }
}
