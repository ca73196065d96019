import { MESSAGES, POLICY_PAYMENT_LABELS, TRAVEL_PRODUCT_FACTS } from '@wallet/domain';
import { PATHS } from '../../lib/paths';
import type { WebProduct } from '../../lib/web-product';

/** Travel cover on the web (car-travel-payment.md): what the shared screens ask of it. */
export const travelProduct: WebProduct = {
  facts: TRAVEL_PRODUCT_FACTS,
  icon: 'travel',
  // platform.md 2.1: travel starts at the generic quote page.
  quoteStartPath: PATHS.genericQuote(TRAVEL_PRODUCT_FACTS.type),
  menuOrder: 2,
  landingTileWhenOff: 'coming-soon',
  productPageNote: MESSAGES.travelOnlyOnline,
  // A single trip's premium pays for the trip alone, not a year.
  premiumLabel: POLICY_PAYMENT_LABELS.premium,
  assistancePages: [{ label: 'Medical assistance', page: 'medicalAssistance' }],
  loadChangeForm: () => import('./changing').then((module) => module.travelChangeForm),
  claimPageIcon: 'travel',
  policyDocumentLinksPath: '/travel/travel_quotes/documents',
  // Travel's quote screen is its one quote (car-travel-payment.md 2).
  pageTitles: { terms: 'Household questions', quotes: 'Your quote' },
};
