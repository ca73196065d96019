import { AFTER_DIRECTORY_SIGN_OUT_PATH, STAFF_SSO_CALLBACK_PATH } from '@wallet/domain';
import type { AppConfig } from '../../config.js';
import { readOrCreateSecrets } from '../../lib/secrets-file.js';
import { STAFF_DIRECTORY_PATH } from '../staff-directory/index.js';

/** The staff directory the wallet signs agents in at, and the wallet's client there. */
export interface StaffSsoSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The directory is the local stand-in this server runs (no STAFF_SSO_ISSUER). */
  local: boolean;
  /** Where the directory may send the browser back: the sign-on's callback at each app origin. */
  redirectUris: string[];
  /** Where the directory may send the browser after its sign-out: the logout page at each origin. */
  postLogoutRedirectUris: string[];
}

/**
 * The settings of the configuration (config.ts, StaffSsoConfig). The local stand-in lives at the
 * first public origin; its client secret, unless configured, is generated once into the data
 * folder's secrets.json beside the others.
 */
export function staffSsoSettingsOf(config: AppConfig): StaffSsoSettings {
  const { issuer, clientId, clientSecret } = config.staffSso;
  return {
    issuer: issuer ?? `${config.publicOrigins[0]}${STAFF_DIRECTORY_PATH}`,
    clientId,
    clientSecret: clientSecret ?? readOrCreateSecrets(config.dataDir).staffSsoClientSecret,
    local: issuer === undefined,
    redirectUris: config.publicOrigins.map((origin) => `${origin}${STAFF_SSO_CALLBACK_PATH}`),
    postLogoutRedirectUris: config.publicOrigins.map(
      (origin) => `${origin}${AFTER_DIRECTORY_SIGN_OUT_PATH}`,
    ),
  };
}
