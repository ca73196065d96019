/**
 * The local staff directory, served by the API under /sso (like the card gateway under /gateway):
 * the OpenID Connect provider's own endpoints (discovery, authorization, token, keys, user info,
 * sign-out), and its sign-in page, where staff give their e-mail and password. Passwords are never
 * logged, and its pages carry the app's page headers; the form may end at any of the app's
 * origins, where the wallet's sign-on continues. Wrong passwords in a row lock a sign-in for a
 * while. Every request is answered as reached at the configured issuer, whatever its Host says,
 * and its text is checked as the API's is (plugins/input-guard.ts) before the provider reads it.
 */
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { parse as parseQueryString } from 'node:querystring';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsync } from 'fastify';
import {
  AFTER_DIRECTORY_SIGN_OUT_PATH,
  emailFieldSchema,
  lockMinutesAfter,
  LOGIN_VALIDATION_MESSAGES,
} from '@wallet/domain';
import {
  createDemoStaffAccounts,
  staffSubjectOf,
  type StaffAccounts,
} from '../../adapters/staff-directory/demo-staff-accounts.js';
import { createSignInLockout } from '../../adapters/staff-directory/sign-in-lockout.js';
import { FieldValidationError } from '../../lib/http-errors.js';
import { inputProblemOf } from '../../plugins/input-guard.js';
import { contentSecurityPolicyOf } from '../../plugins/security.js';
import { loadOidcProvider } from './oidc-provider-module.js';
import {
  createStaffDirectoryProvider,
  INTERACTION_PARAM,
  interactionPathOf,
  SIGN_IN_PAGE_PATH,
  STAFF_DIRECTORY_PATH,
} from './staff-directory-provider.js';
import {
  STAFF_DIRECTORY_SIGN_OUT_SCRIPT,
  STAFF_DIRECTORY_SIGN_OUT_SCRIPT_PATH,
  STAFF_DIRECTORY_STYLES,
  STAFF_DIRECTORY_STYLES_PATH,
  staffDirectoryErrorPage,
  staffSignInPage,
} from './staff-directory-pages.js';

export interface StaffDirectoryOptions {
  issuer: string;
  client: { id: string; secret: string; redirectUris: string[] };
  /** The directory's accounts; the demo staff by default. */
  accounts?: StaffAccounts;
}

const FORM_BODY_LIMIT = 4 * 1024;

/** The largest form body the provider reads (oidc-provider's own limit, 56 KiB). */
const PROVIDER_BODY_LIMIT = 56 * 1024;

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A form's fields, refused with a 400 as the API refuses them when the database could not store them. */
function checkedFormFields(body: string): Record<string, string | string[]> {
  const fields = parseQueryString(body);
  const problem = inputProblemOf(fields);
  if (problem) throw new FieldValidationError({ [problem.path || 'body']: [problem.message] });
  return fields as Record<string, string | string[]>;
}

/**
 * The request as the provider is to read it, its body already taken (and checked) by the server:
 * the same request, with a body that reads again. A plain stream, not a second IncomingMessage,
 * which would take the connection down with it once read.
 */
function withBodyToReadAgain(raw: IncomingMessage, body: Buffer): IncomingMessage {
  const again = Readable.from([body], { objectMode: false });
  return Object.assign(again, {
    method: raw.method,
    url: raw.url,
    headers: raw.headers,
    rawHeaders: raw.rawHeaders,
    httpVersion: raw.httpVersion,
    httpVersionMajor: raw.httpVersionMajor,
    httpVersionMinor: raw.httpVersionMinor,
    socket: raw.socket,
    connection: raw.socket,
  }) as unknown as IncomingMessage;
}

export const SIGN_IN_EXPIRED =
  'This sign-in has expired or was already used. Go back to the wallet and sign in again.';

/** The fields of the sign-in form, whatever was sent (text fields only, anything else ignored). */
function formFieldsOf(body: unknown): { email: string; password: string } {
  // A repeated field arrives as a list, and counts as not given.
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { email: text(fields.email).slice(0, 320), password: text(fields.password).slice(0, 256) };
}

export const staffDirectoryRoutes: FastifyPluginAsync<StaffDirectoryOptions> = async (
  app,
  options,
) => {
  const accounts = options.accounts ?? createDemoStaffAccounts();
  const lockout = createSignInLockout({
    db: app.database.db,
    keySecret: app.config.tokenSecret,
    lockMinutesAfter,
    clock: app.clock,
  });
  const { errors: providerErrors } = await loadOidcProvider();
  const provider = await createStaffDirectoryProvider({
    issuer: options.issuer,
    client: {
      ...options.client,
      // The wallet's logout page at each of its origins.
      postLogoutRedirectUris: app.config.publicOrigins.map(
        (origin) => `${origin}${AFTER_DIRECTORY_SIGN_OUT_PATH}`,
      ),
    },
    accounts,
    db: app.database.db,
    // Configuration, never a key of its own to keep.
    keySecret: app.config.tokenSecret,
  });
  provider.on('server_error', (_ctx, error) =>
    app.log.error({ err: error }, 'staff directory failed'),
  );
  const answerProvider = provider.callback();

  /**
   * Every request is answered as reached at the configured issuer: the provider writes its
   * addresses (discovery, redirects) from the request's host and scheme, which a client chooses,
   * and marks its cookies Secure from the scheme. The headers it reads them from are set here (so
   * it believes them), and the client's address is the one the server has worked out (believing
   * a load balancer only with TRUST_PROXY).
   */
  const issuer = new URL(options.issuer);
  app.addHook('preHandler', (request, _reply, done) => {
    const { headers } = request.raw;
    headers.host = issuer.host;
    headers['x-forwarded-host'] = issuer.host;
    headers['x-forwarded-proto'] = issuer.protocol.replace(/:$/, '');
    headers['x-forwarded-for'] = request.ip;
    done();
  });

  /**
   * The sign-in page's policy: the app's, but its form may end at the app's origins, where the
   * directory sends the browser back to the wallet's sign-on.
   */
  const pageHeaders = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...contentSecurityPolicyOf(app.config.publicOrigins),
        formAction: ["'self'", ...app.config.publicOrigins],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
  } as const;
  const routeConfig = { securityHeaders: pageHeaders };

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);

  /** The interaction this browser is in, if it is the one the address names. */
  async function interactionOf(request: FastifyRequest, reply: FastifyReply, uid: string) {
    if (!uid) return undefined;
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === uid ? details : undefined;
    } catch (error) {
      if (error instanceof providerErrors.SessionNotFound) return undefined;
      throw error;
    }
  }

  const expired = (reply: FastifyReply) =>
    sendPage(reply, 400, staffDirectoryErrorPage(SIGN_IN_EXPIRED));

  const formOf = (uid: string) => ({
    action: interactionPathOf(uid),
    cancelAction: interactionPathOf(uid).replace(SIGN_IN_PAGE_PATH, `${SIGN_IN_PAGE_PATH}/cancel`),
  });
  /** The interaction an address names (its query), or '' when it names none. */
  const uidOf = (request: FastifyRequest) => {
    const value = (request.query as Record<string, unknown>)[INTERACTION_PARAM];
    return typeof value === 'string' && value.length <= 64 ? value : '';
  };
  const pagePath = SIGN_IN_PAGE_PATH.slice(STAFF_DIRECTORY_PATH.length);

  app.get(
    STAFF_DIRECTORY_SIGN_OUT_SCRIPT_PATH.slice(STAFF_DIRECTORY_PATH.length),
    { config: routeConfig, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(STAFF_DIRECTORY_SIGN_OUT_SCRIPT),
  );

  app.get(
    STAFF_DIRECTORY_STYLES_PATH.slice(STAFF_DIRECTORY_PATH.length),
    { config: routeConfig, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(STAFF_DIRECTORY_STYLES),
  );

  // The sign-in form's page and its answers: a form body, parsed here only.
  await app.register(async (pages) => {
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => {
        try {
          done(null, checkedFormFields(body.toString()));
        } catch (problem) {
          done(problem as Error, undefined);
        }
      },
    );

    pages.get(pagePath, { config: routeConfig, schema: { hide: true } }, async (request, reply) => {
      const uid = uidOf(request);
      if (!(await interactionOf(request, reply, uid))) return expired(reply);
      return sendPage(reply, 200, staffSignInPage(formOf(uid)));
    });

    pages.post(
      pagePath,
      {
        config: {
          ...routeConfig,
          rateLimit: { max: app.config.authRateLimitMax, timeWindow: '1 minute' },
        },
        schema: { hide: true },
      },
      async (request, reply) => {
        const uid = uidOf(request);
        if (!(await interactionOf(request, reply, uid))) return expired(reply);
        const { email, password } = formFieldsOf(request.body);
        const emailCheck = emailFieldSchema.safeParse(email);
        const fieldErrors = {
          ...(emailCheck.success ? {} : { email: emailCheck.error.issues[0]!.message }),
          ...(password ? {} : { password: LOGIN_VALIDATION_MESSAGES.passwordRequired }),
        };
        if (Object.keys(fieldErrors).length > 0) {
          return sendPage(reply, 400, staffSignInPage({ ...formOf(uid), email, fieldErrors }));
        }
        const lockedPage = (until: Date) => {
          const minutes = Math.max(
            1,
            Math.ceil((until.getTime() - app.clock().getTime()) / 60_000),
          );
          reply.header('retry-after', String(minutes * 60));
          return sendPage(
            reply,
            429,
            staffSignInPage({ ...formOf(uid), email, lockedForMinutes: minutes }),
          );
        };
        const lock = await lockout.lockOf(emailCheck.data!);
        if (lock) {
          request.log.info({ interaction: uid }, 'staff directory sign-in locked');
          return lockedPage(lock.until);
        }
        const member = await accounts.signIn(emailCheck.data!, password);
        if (!member) {
          const lockNow = await lockout.recordFailure(emailCheck.data!);
          request.log.info(
            { interaction: uid, locked: Boolean(lockNow) },
            'staff directory sign-in refused',
          );
          if (lockNow) return lockedPage(lockNow.until);
          return sendPage(reply, 401, staffSignInPage({ ...formOf(uid), email, refused: true }));
        }
        await lockout.clear(emailCheck.data!);
        const returnTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: staffSubjectOf(member) } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      },
    );

    pages.post(
      `${pagePath}/cancel`,
      { config: routeConfig, schema: { hide: true } },
      async (request, reply) => {
        const uid = uidOf(request);
        if (!(await interactionOf(request, reply, uid))) return expired(reply);
        const returnTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { error: 'access_denied', error_description: 'The staff member cancelled the sign-in.' },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      },
    );
  });

  // Everything else is the provider's own. Its form bodies (the only bodies it takes) are read and
  // checked here first, then handed on to be read again; any other body it refuses itself.
  await app.register(async (mounted) => {
    mounted.removeAllContentTypeParsers();
    mounted.addContentTypeParser(
      FORM_TYPE,
      { parseAs: 'buffer', bodyLimit: PROVIDER_BODY_LIMIT },
      (_request, body, done) => {
        try {
          checkedFormFields(body.toString());
          done(null, body);
        } catch (problem) {
          done(problem as Error, undefined);
        }
      },
    );
    mounted.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    mounted.all('/*', { config: routeConfig, schema: { hide: true } }, (request, reply) => {
      const raw = (
        Buffer.isBuffer(request.body) ? withBodyToReadAgain(request.raw, request.body) : request.raw
      ) as IncomingMessage & { originalUrl?: string };
      // The provider routes on the address below its mount point, and finds that point again
      // from the original address.
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(STAFF_DIRECTORY_PATH.length) || '/';
      // The answer is the provider's to write: the headers the server's hooks chose go first.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.hijack();
      void answerProvider(raw, reply.raw);
    });
  });
};
