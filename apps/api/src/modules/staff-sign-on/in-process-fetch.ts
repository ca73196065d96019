/**
 * The wallet's calls to the local staff directory (discovery, the code exchange, user info) go to
 * the directory inside this very server, as requests injected into it: the same HTTP requests and
 * answers, without a network round trip, and working before the server listens (and in tests,
 * where it never does). A configured directory is called over the network as usual.
 */
import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';

type InjectMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD' | 'OPTIONS' | 'PATCH';

async function bodyText(body: Parameters<CustomFetch>[1]['body']): Promise<string | undefined> {
  if (body === undefined || body === null) return undefined;
  return new Response(body).text();
}

export function inProcessFetch(app: FastifyInstance): CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const payload = await bodyText(options.body);
    const answer = await app.inject({
      method: options.method.toUpperCase() as InjectMethod,
      url: `${target.pathname}${target.search}`,
      // The directory writes its addresses from where it is asked: its issuer's host, and its
      // scheme as a load balancer would say it (believed only with TRUST_PROXY, as a browser's).
      headers: {
        ...options.headers,
        host: target.host,
        'x-forwarded-proto': target.protocol.replace(/:$/, ''),
      },
      ...(payload !== undefined ? { payload } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const each of Array.isArray(value) ? value : [value]) headers.append(name, String(each));
    }
    const empty = [204, 304].includes(answer.statusCode) || options.method === 'HEAD';
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}
