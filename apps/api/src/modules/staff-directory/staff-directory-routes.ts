/**
 * The local staff directory, served by the API under /sso (like the card gateway under /gateway):
 * the OpenID Connect provider's own endpoints (discovery, authorization, token, keys, user info),
 * and its sign-in page, where staff give their e-mail and password. Passwords are never logged,
 * and its pages carry the app's page headers; the form may end at any of the app's origins, where
 * the wallet's sign-on continues.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsync } from 'fastify';
import { emailFieldSchema, LOGIN_VALIDATION_MESSAGES } from '@wallet/domain';
import {
  createDemoStaffAccounts,
  staffSubjectOf,
  type StaffAccounts,
} from '../../adapters/staff-directory/demo-staff-accounts.js';
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

export const SIGN_IN_EXPIRED =
  'This sign-in has expired or was already used. Go back to the wallet and sign in again.';

/** The fields of the sign-in form, whatever was sent (text fields only, anything else ignored). */
function formFieldsOf(body: unknown): { email: string; password: string } {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { email: text(fields.email).slice(0, 320), password: text(fields.password).slice(0, 256) };
}

export const staffDirectoryRoutes: FastifyPluginAsync<StaffDirectoryOptions> = async (
  app,
  options,
) => {
  const accounts = options.accounts ?? createDemoStaffAccounts();
  const { errors: providerErrors } = await loadOidcProvider();
  const provider = await createStaffDirectoryProvider({
    issuer: options.issuer,
    client: options.client,
    accounts,
    db: app.database.db,
    // Configuration, never a key of its own to keep.
    keySecret: app.config.tokenSecret,
    trustProxy: app.config.trustProxy,
  });
  provider.on('server_error', (_ctx, error) =>
    app.log.error({ err: error }, 'staff directory failed'),
  );
  const answerProvider = provider.callback();

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
        done(null, Object.fromEntries(new URLSearchParams(body.toString())));
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
        const member = await accounts.signIn(emailCheck.data!, password);
        if (!member) {
          request.log.info({ interaction: uid }, 'staff directory sign-in refused');
          return sendPage(reply, 401, staffSignInPage({ ...formOf(uid), email, refused: true }));
        }
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

  // Everything else is the provider's own: it reads the request itself, body and all.
  await app.register(async (mounted) => {
    mounted.removeAllContentTypeParsers();
    mounted.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    mounted.all('/*', { config: routeConfig, schema: { hide: true } }, (request, reply) => {
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
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
