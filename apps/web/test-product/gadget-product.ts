import { POLICY_PAYMENT_LABELS, type ProductFacts, type ProductType } from '@wallet/domain';
import { PATHS } from '../src/lib/paths';
import type { WebProduct } from '../src/lib/web-product';
import { GADGET_PRODUCT_FACTS } from '../../../packages/domain/test-product/gadget-facts';

/** The product's type as the platform's types know it (the test build adds it to the list). */
export const GADGET_TYPE = GADGET_PRODUCT_FACTS.type as string as ProductType;
const GADGET_FACTS = GADGET_PRODUCT_FACTS as unknown as ProductFacts;

/** The gadget journey's addresses: its one form step and its quote. */
export const GADGET_PATHS = {
  getQuote: PATHS.genericQuote(GADGET_TYPE),
  quote: `/wallet/viewQuote/${GADGET_PRODUCT_FACTS.type}`,
} as const;

/** Gadget cover on the web (test-only product): what the shared screens ask of it. */
export const gadgetProduct: WebProduct = {
  facts: GADGET_FACTS,
  icon: 'business',
  quoteStartPath: GADGET_PATHS.getQuote,
  menuOrder: 3,
  landingTileWhenOff: 'hidden',
  premiumLabel: POLICY_PAYMENT_LABELS.annualPremium,
  assistancePages: [],
  claimPageIcon: 'shield',
  pageTitles: { terms: 'Terms', quotes: 'Your quote' },
};
