/**
 * The wallet as a standard OpenID Connect client of the staff directory (openid-client):
 * authorization code with PKCE, state and nonce, and the ID token's claims checked against the
 * directory's discovery document. The directory is discovered on first use and again after a
 * failed discovery, so a directory that was down at start is found once it answers.
 */
import * as oidc from 'openid-client';
import { STAFF_SSO_SCOPE } from '../../adapters/staff-directory/staff-directory-port.js';
import type { SignOnFlow } from './sign-on-flow-cookie.js';
import type { StaffSsoSettings } from './staff-sso-settings.js';

export interface StaffSsoClientOptions {
  settings: StaffSsoSettings;
  /** How the directory is called: the network by default, the server itself for the stand-in. */
  fetch?: oidc.CustomFetch;
  /** How long a call to the directory may take. */
  timeoutSeconds?: number;
}

export function createStaffSsoClient(options: StaffSsoClientOptions) {
  const { settings } = options;
  let discovered: Promise<oidc.Configuration> | null = null;

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        oidc.ClientSecretBasic(settings.clientSecret),
        {
          timeout: options.timeoutSeconds ?? 10,
          // The local stand-in answers on the server's own address, plain HTTP on this machine.
          ...(settings.local ? { execute: [oidc.allowInsecureRequests] } : {}),
          ...(options.fetch ? { [oidc.customFetch]: options.fetch } : {}),
        },
      )
      .then((found) => {
        if (options.fetch) found[oidc.customFetch] = options.fetch;
        return found;
      })
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  }

  return {
    /** Where to send the browser, and what the callback must find again (sealed in a cookie). */
    async startSignOn(redirectUri: string): Promise<{ url: string; flow: SignOnFlow }> {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const flow: SignOnFlow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier,
        redirectUri,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: STAFF_SSO_SCOPE,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url: url.href, flow };
    },

    /**
     * The directory's answer at the callback: the code exchanged (with the PKCE verifier) and the
     * ID token checked (issuer, audience, expiry, nonce); the claims of the ID token, completed by
     * the user info when the directory has it, and the ID token itself (the hint of a later
     * sign-out). Throws on any mismatch.
     */
    async finishSignOn(
      callback: URL,
      flow: SignOnFlow,
    ): Promise<{ claims: Record<string, unknown>; idToken: string }> {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims()!;
      const idToken = tokens.id_token!;
      if (!config.serverMetadata().userinfo_endpoint) return { claims: { ...idClaims }, idToken };
      const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      return { claims: { ...userInfo, ...idClaims }, idToken };
    },

    /**
     * Where the browser ends its session at the directory (RP-initiated logout): the directory's
     * end-session address with the ID token of the sign-on as hint and the way back, or null when
     * the directory has no such address.
     */
    async endSessionUrl(idToken: string, postLogoutRedirectUri: string): Promise<string | null> {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return null;
      return oidc.buildEndSessionUrl(config, {
        id_token_hint: idToken,
        post_logout_redirect_uri: postLogoutRedirectUri,
      }).href;
    },
  };
}

export type StaffSsoClient = ReturnType<typeof createStaffSsoClient>;
