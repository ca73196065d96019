import { HOME_PRODUCT_FACTS, POLICY_PAYMENT_LABELS } from '@wallet/domain';
import { PATHS } from '../../lib/paths';
import type { WebProduct } from '../../lib/web-product';

/** Home cover on the web (home.md): what the shared screens ask of it. */
export const homeProduct: WebProduct = {
  facts: HOME_PRODUCT_FACTS,
  icon: 'home',
  // platform.md 2.1: home starts at the about-you step.
  quoteStartPath: PATHS.homeQuoteStart,
  menuOrder: 1,
  landingTileWhenOff: 'coming-soon',
  premiumLabel: POLICY_PAYMENT_LABELS.annualPremium,
  assistancePages: [],
  loadChangeForm: () => import('./changing').then((module) => module.homeChangeForm),
  claimPageIcon: 'shield',
  // home.md 2: 'Household questions and terms page', 'Multiple-quote page'.
  pageTitles: { terms: 'Household questions', quotes: 'Your quotes' },
  liveQuotes: {
    title: 'Live Home Quotes',
    caption: 'Home quotes not yet contacted',
    pageTitle: 'Live home quotes',
    openQuote: 'open the quote',
    opensBy: 'quote-reference',
  },
};
