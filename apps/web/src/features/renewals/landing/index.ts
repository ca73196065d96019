/**
 * The renewals' entry for the wallet's landing page and Manage My Insurance: whether an offer is
 * waiting, read without the schema library (docs/decisions/0004), and the line that says so.
 */
export { useRenewalOffers, type OpenRenewalOffer } from '../api/renewal-offers';
export { RenewalDueNotice } from './renewal-due-notice';
export { RENEWAL_PATHS } from '../paths';
export { RenewalsWaitingBanner, RENEWALS_WAITING_TEXTS } from './renewals-waiting-banner';
