/**
 * The local stand-in of the bank's staff directory: a standard OpenID Connect provider
 * (oidc-provider) with the demo staff as its accounts and the wallet as its only client. It asks
 * for no consent (the wallet is the bank's own application); its sign-in page is the wallet's
 * (staff-directory-routes.ts), and so is its error page.
 */
import { createECDH, createHmac } from 'node:crypto';
import type { JWK } from 'jose';
import type { Configuration, KoaContextWithOIDC, Provider } from 'oidc-provider';
import { loadOidcProvider } from './oidc-provider-module.js';
import type { Database } from '../../db/client.js';
import {
  STAFF_CLAIMS,
  STAFF_SSO_SCOPE,
  type StaffMember,
} from '../../adapters/staff-directory/staff-directory-port.js';
import type { StaffAccounts } from '../../adapters/staff-directory/demo-staff-accounts.js';
import { createDatabaseProviderStorage } from '../../adapters/staff-directory/database-provider-storage.js';
import {
  PROVIDER_SIGN_OUT_FORM_ID,
  staffDirectoryErrorPage,
  staffSignedOutPage,
  staffSignOutPage,
} from './staff-directory-pages.js';

/** Where the provider is mounted in the server: its issuer is the public origin and this path. */
export const STAFF_DIRECTORY_PATH = '/sso';

/** The directory's sign-in page (staff-directory-routes.ts). */
export const SIGN_IN_PAGE_PATH = `${STAFF_DIRECTORY_PATH}/sign-in`;

/** The query parameter naming the sign-in (the provider's interaction) a page belongs to. */
export const INTERACTION_PARAM = 'interaction';

/**
 * The sign-in page of an interaction. The interaction rides in the query, so every sign-in is one
 * address and its cookie (scoped to the page's path) serves the page and its Cancel alike.
 */
export const interactionPathOf = (uid: string) =>
  `${SIGN_IN_PAGE_PATH}?${INTERACTION_PARAM}=${encodeURIComponent(uid)}`;

/** A working day: a second sign-on within it needs no password again, as at a bank's directory. */
const DIRECTORY_SESSION_SECONDS = 8 * 60 * 60;

export interface StaffDirectoryProviderOptions {
  issuer: string;
  client: {
    id: string;
    secret: string;
    redirectUris: string[];
    /** Where the directory may send the browser back after its sign-out. */
    postLogoutRedirectUris: string[];
  };
  accounts: StaffAccounts;
  /** Where the directory keeps its records. */
  db: Database;
  /**
   * The secret the directory's keys are derived from (the token secret): every process signs
   * its cookies and ID tokens alike, and a restart keeps them.
   */
  keySecret: string;
}

/** The claims of a staff member, for the scopes the wallet asks for. */
export function staffClaimsOf(subject: string, member: StaffMember) {
  return {
    sub: subject,
    email: member.email,
    email_verified: true,
    given_name: member.givenName,
    family_name: member.familyName,
    [STAFF_CLAIMS.staffNumber]: member.staffNumber,
    [STAFF_CLAIMS.branch]: member.branch,
    [STAFF_CLAIMS.groups]: [...member.groups],
  };
}

/** The wallet is the bank's own: its sign-on asks the person for no consent. */
async function grantWithoutConsent(ctx: KoaContextWithOIDC) {
  const { provider, client, session } = ctx.oidc;
  const grantId = ctx.oidc.result?.consent?.grantId ?? session!.grantIdFor(client!.clientId);
  if (grantId) return provider.Grant.find(grantId);
  const grant = new provider.Grant({ clientId: client!.clientId, accountId: session!.accountId });
  grant.addOIDCScope(STAFF_SSO_SCOPE);
  await grant.save();
  return grant;
}

/**
 * The directory's sign-out page. When the wallet sends the browser with the ID token of this very
 * session as hint, the sign-out is the staff member's own and goes ahead at once (the page sends
 * its form itself); without one, anyone could have sent the browser here, so the page asks.
 */
async function signOutSource(ctx: KoaContextWithOIDC, form: string) {
  const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
  const accountId = ctx.oidc.session?.accountId;
  const ownSession = Boolean(accountId) && hint?.payload?.sub === accountId;
  ctx.type = 'html';
  ctx.body = staffSignOutPage({ form, formId: PROVIDER_SIGN_OUT_FORM_ID, automatic: ownSession });
}

/** The directory's page after a sign-out that names no way back to the wallet. */
async function signedOutSource(ctx: KoaContextWithOIDC) {
  ctx.type = 'html';
  ctx.body = staffSignedOutPage();
}

const derived = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`staff directory ${purpose}`).digest();

/** The directory's ID-token signing key (ES256), the same in every process of one secret. */
export function signingKeyOf(secret: string): JWK {
  const privateKey = derived(secret, 'signing key');
  const curve = createECDH('prime256v1');
  curve.setPrivateKey(privateKey);
  // The uncompressed point: 0x04, then x and y of 32 bytes each.
  const point = curve.getPublicKey();
  return {
    kty: 'EC',
    crv: 'P-256',
    d: privateKey.toString('base64url'),
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
    alg: 'ES256',
    use: 'sig',
  };
}

export async function createStaffDirectoryProvider(
  options: StaffDirectoryProviderOptions,
): Promise<Provider> {
  const { default: OidcProvider } = await loadOidcProvider();
  const configuration: Configuration = {
    adapter: createDatabaseProviderStorage(options.db),
    clients: [
      {
        client_id: options.client.id,
        client_secret: options.client.secret,
        redirect_uris: options.client.redirectUris,
        post_logout_redirect_uris: options.client.postLogoutRedirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [signingKeyOf(options.keySecret)] },
    cookies: {
      keys: [derived(options.keySecret, 'cookies').toString('hex')],
      long: { httpOnly: true, sameSite: 'lax', path: STAFF_DIRECTORY_PATH },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: STAFF_SSO_SCOPE.split(' '),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', STAFF_CLAIMS.staffNumber, STAFF_CLAIMS.branch],
      groups: [STAFF_CLAIMS.groups],
    },
    // The claims ride in the ID token, where the wallet reads them.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      // The wallet's sign-out ends the directory's session too (OpenID Connect RP-initiated
      // logout), on the directory's own pages.
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: signOutSource,
        postLogoutSuccessSource: signedOutSource,
      },
    },
    // Authorization code with PKCE only.
    pkce: { required: () => true },
    responseTypes: ['code'],
    clientBasedCORS: () => false,
    interactions: { url: (_ctx, interaction) => interactionPathOf(interaction.uid) },
    loadExistingGrant: grantWithoutConsent,
    findAccount: async (_ctx, subject) => {
      const member = await options.accounts.findBySubject(subject);
      if (!member) return undefined;
      return { accountId: subject, claims: () => staffClaimsOf(subject, member) };
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = staffDirectoryErrorPage(out.error_description ?? out.error);
    },
    ttl: {
      Session: DIRECTORY_SESSION_SECONDS,
      Grant: DIRECTORY_SESSION_SECONDS,
      Interaction: 60 * 60,
      AuthorizationCode: 60,
      AccessToken: 10 * 60,
      IdToken: 10 * 60,
    },
  };
  const provider = new OidcProvider(options.issuer, configuration);
  // Its X-Forwarded-* headers are the server's own, never a client's: they name the configured
  // issuer (staff-directory-routes.ts), so its addresses and its cookies' Secure follow it.
  provider.proxy = true;
  return provider;
}
