export { RenewalQuotePage } from './quote/renewal-quote-page';
export { RenewalSummaryPage } from './summary/renewal-summary-page';
export { StatementOfFactPage } from './statement-of-fact/statement-of-fact-page';
export { RenewalAcceptedPage } from './accepted/renewal-accepted-page';
export { AutoRenewalAmend } from './components/auto-renewal-amend';
export { clearRenewalJourney } from './journey/renewal-journey';
export { renewalOffersQueryKey } from './api/renewal-offers';
export { isRenewalLocation, RENEWAL_PATHS } from './paths';
