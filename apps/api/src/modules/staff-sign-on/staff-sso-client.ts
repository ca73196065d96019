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
     * the user info when the directory has it. Throws on any mismatch.
     */
    async finishSignOn(callback: URL, flow: SignOnFlow): Promise<Record<string, unknown>> {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims()!;
      if (!config.serverMetadata().userinfo_endpoint) return { ...idClaims };
      const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      return { ...userInfo, ...idClaims };
    },
  };
}

export type StaffSsoClient = ReturnType<typeof createStaffSsoClient>;
