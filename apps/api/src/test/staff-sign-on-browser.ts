/**
 * A browser going through agents' single sign-on against the server's own staff directory, by
 * app.inject(): it keeps cookies by path as a browser does and follows the redirects one by one,
 * so tests can look at (or tamper with) each step.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { STAFF_SSO_SIGN_OUT_PATH, STAFF_SSO_START_PATH } from '@wallet/domain';

/** Where the browser is: the server's first public origin in tests (config defaults). */
export const TEST_ORIGIN = 'http://127.0.0.1:3000';

interface StoredCookie {
  value: string;
  path: string;
}

export function createStaffBrowser(app: FastifyInstance, origin = TEST_ORIGIN) {
  const jar = new Map<string, StoredCookie>();
  const host = new URL(origin).host;

  const pathMatches = (requestPath: string, cookiePath: string) =>
    requestPath === cookiePath ||
    requestPath.startsWith(cookiePath.endsWith('/') ? cookiePath : `${cookiePath}/`);
  const cookieHeaderFor = (path: string) =>
    [...jar.entries()]
      .filter(([, cookie]) => pathMatches(path, cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');

  function keep(response: LightMyRequestResponse, requestPath: string) {
    for (const cookie of response.cookies) {
      const path = typeof cookie.path === 'string' ? cookie.path : requestPath;
      const gone =
        cookie.value === '' ||
        (cookie.expires !== undefined && new Date(cookie.expires).getTime() <= Date.now()) ||
        cookie.maxAge === 0;
      if (gone) jar.delete(cookie.name);
      else jar.set(cookie.name, { value: cookie.value, path });
    }
  }

  async function request(
    method: 'GET' | 'POST',
    address: string,
    form?: Record<string, string>,
  ): Promise<LightMyRequestResponse> {
    const url = new URL(address, origin);
    if (url.origin !== origin) throw new Error(`the browser left ${origin} for ${url.origin}`);
    const cookie = cookieHeaderFor(url.pathname);
    const response = await app.inject({
      method,
      url: `${url.pathname}${url.search}`,
      headers: {
        host,
        // Behind a load balancer that ends TLS, as a product at an https origin is.
        ...(url.protocol === 'https:' ? { 'x-forwarded-proto': 'https' } : {}),
        'user-agent': 'staff sign-on test browser',
        ...(cookie ? { cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    keep(response, url.pathname);
    return response;
  }

  const locationOf = (response: LightMyRequestResponse) => {
    const location = response.headers.location;
    if (typeof location !== 'string') {
      throw new Error(`expected a redirect, got ${response.statusCode}: ${response.body}`);
    }
    return location;
  };

  return {
    request,
    locationOf,
    cookie: (name: string) => jar.get(name)?.value,
    /** The Cookie header this browser sends to a path. */
    cookieHeaderFor,
    /** Keeps the cookies of an answer this browser got some other way (a request of its own). */
    keep,
    /** Takes the cookies of another test browser: the same browser reaching another process. */
    adopt(other: { cookies: () => Map<string, StoredCookie> }) {
      for (const [name, cookie] of other.cookies()) jar.set(name, { ...cookie });
    },
    cookies: () => jar,
    forget: (name: string) => jar.delete(name),

    /** The start, then the directory's redirects up to its sign-in page. */
    async openSignInPage() {
      const start = await request('GET', STAFF_SSO_START_PATH);
      const authorize = locationOf(start);
      const toPage = await request('GET', authorize);
      const pagePath = locationOf(toPage);
      const page = await request('GET', pagePath);
      return { start, authorize: new URL(authorize), pagePath, page };
    },

    /** The sign-in form sent, then the directory's redirects up to the wallet's callback. */
    async signInAtDirectory(pagePath: string, email: string, password: string) {
      const sent = await request('POST', pagePath, { email, password });
      if (sent.statusCode !== 303) return { sent, callback: undefined };
      const resumed = await request('GET', locationOf(sent));
      return { sent, callback: new URL(locationOf(resumed)) };
    },

    /**
     * The wallet's sign-out as its logout page makes it: the wallet's session ended, then, when
     * the wallet names one, the directory's end-session address followed and its page's form
     * sent as its button sends it. What the directory answered at the end (a redirect back to the
     * wallet), and the end-session address the wallet named.
     */
    async signOut() {
      const wallet = await request('POST', '/api/auth/sign-out');
      const asked = await request('POST', STAFF_SSO_SIGN_OUT_PATH);
      const endSessionUrl = (asked.json() as { endSessionUrl: string | null }).endSessionUrl;
      if (!endSessionUrl) return { wallet, asked, endSessionUrl, signedOut: undefined };
      const page = await request('GET', endSessionUrl);
      const action = /<form [^>]*action="([^"]+)"/.exec(page.body)?.[1];
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
      if (!action || !xsrf) throw new Error(`no sign-out form: ${page.statusCode} ${page.body}`);
      const signedOut = await request('POST', action.replace(/&amp;/g, '&'), {
        xsrf,
        logout: 'yes',
      });
      return { wallet, asked, endSessionUrl: new URL(endSessionUrl), page, signedOut };
    },

    /** The whole sign-on: the callback's answer. */
    async signOn(email: string, password: string) {
      const { pagePath } = await this.openSignInPage();
      const { callback, sent } = await this.signInAtDirectory(pagePath, email, password);
      if (!callback) throw new Error(`the directory refused ${email}: ${sent.statusCode}`);
      return request('GET', callback.href);
    },
  };
}
