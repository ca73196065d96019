import { CAR_PRODUCT_FACTS, POLICY_PAYMENT_LABELS } from '@wallet/domain';
import { PATHS } from '../../lib/paths';
import type { WebProduct } from '../../lib/web-product';

/** Car cover on the web (car-travel-payment.md): what the shared screens ask of it. */
export const carProduct: WebProduct = {
  facts: CAR_PRODUCT_FACTS,
  icon: 'car',
  // platform.md 2.1: car starts at the generic quote page.
  quoteStartPath: PATHS.genericQuote(CAR_PRODUCT_FACTS.type),
  // platform.md 2.7: New Quote offers Car, Home and Travel.
  menuOrder: 0,
  // platform.md 2.5: without motor_enabled the car tile is not shown.
  landingTileWhenOff: 'hidden',
  premiumLabel: POLICY_PAYMENT_LABELS.annualPremium,
  assistancePages: [{ label: 'Breakdown assistance', page: 'breakdownAssistance' }],
  loadChangeForm: () => import('./changing').then((module) => module.carChangeForm),
  claimPageIcon: 'shield',
  policyDocumentLinksPath: '/motor/motor_quotes/documents',
  // car-travel-payment.md 2: 'Car terms page'.
  pageTitles: { terms: 'Acceptance of our Terms and conditions', quotes: 'Your quotes' },
  liveQuotes: {
    title: 'Live Car Quotes',
    caption: 'Car quotes not yet contacted',
    pageTitle: 'Live car quotes',
    openQuote: 'open the car quote',
    opensBy: 'email',
  },
};
