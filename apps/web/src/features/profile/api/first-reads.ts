import { PATHS } from '../../../lib/paths';
import { closureStandingQuery } from './close-account';
import { dataExportsQuery } from './get-data-exports';
import { marketingChoicesQuery } from './get-marketing-choices';
import { signInDetailsQuery } from './get-sign-in-details';
import { trustedContactQuery } from './trusted-contact';

/**
 * What Your account's pages read before they can draw (issue 46): asked for with the session when
 * one is opened afresh, so the page is drawn once with them instead of behind a spinner that gives
 * way to cards of another height.
 */
export const ACCOUNT_FIRST_READS = {
  [PATHS.account]: [
    signInDetailsQuery,
    trustedContactQuery,
    dataExportsQuery,
    marketingChoicesQuery,
  ],
  [PATHS.accountTrustedContact]: [trustedContactQuery],
  [PATHS.accountClose]: [closureStandingQuery],
};
