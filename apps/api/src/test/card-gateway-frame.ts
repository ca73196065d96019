import type { FastifyInstance } from 'fastify';
import { CARD_HOSTED_FIELDS_PATH, HOSTED_FIELDS_ORIGIN_PARAM } from '@wallet/domain';
import { FRAME_SESSION_HEADER } from '../modules/card-gateway/frame-sessions.js';

/** The session of a hosted-fields page the gateway served to a page at origin. */
export async function frameSessionOf(app: FastifyInstance, origin: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `${CARD_HOSTED_FIELDS_PATH}?${HOSTED_FIELDS_ORIGIN_PARAM}=${encodeURIComponent(origin)}`,
  });
  const session = /<meta name="card-gateway-session" content="([^"]+)">/.exec(response.body)?.[1];
  if (!session) throw new Error(`no session in the hosted-fields page: ${response.statusCode}`);
  return session;
}

/**
 * What the hosted-fields frame sends with each gateway call: its opaque origin and the session of
 * a page the gateway served to the app (at its first public origin unless another is named).
 */
export async function frameHeadersOf(
  app: FastifyInstance,
  origin: string = app.config.publicOrigins[0]!,
): Promise<Record<string, string>> {
  return { origin: 'null', [FRAME_SESSION_HEADER]: await frameSessionOf(app, origin) };
}
