import type { ProductFacts, ProductType } from '@wallet/domain';
import type { ProductIconName } from '../ui/icons';
import type { ProductChangeForm } from './policy-change-form';

/**
 * What the web app's shared screens need to know of a product, beside the domain's facts. Each
 * product's feature declares its own (features/<product>/product.ts) and the app gathers them in
 * one list (app/products.ts), which it registers here at start. Shared code asks these answers; it
 * does not compare with a product's name.
 */
export interface WebProduct {
  /** The domain's facts: type, policy type, label, flag, who sells it, renewals. */
  readonly facts: ProductFacts;
  /** The icon its tiles, menus and pages show. */
  readonly icon: ProductIconName;
  /** Where a quote starts (platform.md 2.1). */
  readonly quoteStartPath: string;
  /**
   * Its place in the menus and choices that name the products Car, Home, Travel (platform.md 2.7
   * and 2.8), lowest first.
   */
  readonly menuOrder: number;
  /**
   * Its landing tile while its flag is off (platform.md 2.5): shown as coming soon, or not shown.
   */
  readonly landingTileWhenOff: 'coming-soon' | 'hidden';
  /** A note its product page shows under the product's actions (platform.md 2.5), if any. */
  readonly productPageNote?: string;
  /** What a policy's premium is called: a year's, or a trip's (platform.md 2.8). */
  readonly premiumLabel: string;
  /**
   * The call-us pages its policies have beside claims and amends (platform.md 2.8), in the
   * product page's order.
   */
  readonly assistancePages: readonly { readonly label: string; readonly page: AssistancePage }[];
  /**
   * Loads its mid-term change form (issue 43), when its policies may be changed online. Without
   * it, 'Amend my policy' (call us) is the only way.
   */
  readonly loadChangeForm?: () => Promise<ProductChangeForm>;
  /** The icon its claim page shows: its own, or the shield every other page shows. */
  readonly claimPageIcon: ProductIconName | 'shield';
  /**
   * Where its insurer's document links are listed (car-travel-payment.md 7); without it, its
   * policy documents are the documents call's list (home.md 8).
   */
  readonly policyDocumentLinksPath?: string;
  /** The quote journey's page titles that differ by product. */
  readonly pageTitles: { readonly terms: string; readonly quotes: string };
  /**
   * The agents' live-quotes list's words, for a product the list carries
   * (facts.agentLiveQuotes), and how an agent opens one of its quotes.
   */
  readonly liveQuotes?: {
    readonly title: string;
    readonly caption: string;
    readonly pageTitle: string;
    readonly openQuote: string;
    readonly opensBy: 'quote-reference' | 'email';
  };
}

/** The call-us pages a policy may have beside claims and amends. */
export type AssistancePage = 'breakdownAssistance' | 'medicalAssistance';

let registered: readonly WebProduct[] = [];

/** The app's one list of products, in the order lists show them; the app registers it at start. */
export function registerWebProducts(products: readonly WebProduct[]): void {
  registered = products;
}

/** Every product, in the order lists show them. */
export function webProducts(): readonly WebProduct[] {
  return registered;
}

/** Every product in menu order (platform.md 2.7 and 2.8: Car, Home, Travel). */
export function webProductsInMenuOrder(): readonly WebProduct[] {
  return [...registered].sort((a, b) => a.menuOrder - b.menuOrder);
}

/** A product's web answers. */
export function webProductOf(type: ProductType): WebProduct {
  const product = registered.find((candidate) => candidate.facts.type === type);
  if (!product) throw new Error(`No web product is registered for ${type}.`);
  return product;
}

/** The icon a product's tiles, menus and pages show (its type need not be an icon's name). */
export function productIconOf(type: ProductType): ProductIconName {
  return webProductOf(type).icon;
}

/** The product a route's :type names, or null when it names none. */
export function webProductNamed(type: string | undefined): WebProduct | null {
  return registered.find((candidate) => candidate.facts.type === type) ?? null;
}
