import type { LeavingTerms } from '../cancellation/cancellation-settlement.js';
import type { PaymentFrequency } from '../checkout/payment-options.js';
import type { ProductClaimFacts } from '../claims/claim-form-facts.js';
import type { FeatureFlagName } from '../platform/feature-flags.js';
import type { ProductDocumentOnRequest } from '../documents-on-request/documents-on-request.js';

/**
 * What the platform needs to know of a product, in the domain's terms: one value per product,
 * written in the product's own folder (`home/home-product.ts`, ...) and gathered in one list
 * (`product-list.ts`). Shared code asks these facts; it does not compare with a product's name.
 * Where the spec limits a capability to some products (renewals for home, agents selling home
 * and car), the facts say so.
 */
export interface ProductFactsOf<Type extends string, Policy extends string> {
  /** The product's word in the app's paths: /wallet/product/{type}. */
  readonly type: Type;
  /** The policy type the API names it by on the wire (profile policies, temp quotes). */
  readonly policyType: Policy;
  /** How screens, e-mails and documents name the product. */
  readonly label: string;
  /**
   * The feature flag that switches the product on (platform.md 3.2); a product the spec does not
   * switch has none and is always on sale (isOnSale).
   */
  readonly flag?: FeatureFlagName;
  /** Branch agents quote and sell it for customers (platform.md 1: the agents' products). */
  readonly soldByAgents: boolean;
  /** The agents' live-quotes list carries its quotes. */
  readonly agentLiveQuotes: boolean;
  /** Its policies are renewed online (home.md 7). */
  readonly renewsOnline: boolean;
  /** The ways it may be paid for, single first (car-travel-payment.md 9, home.md 9). */
  readonly paymentFrequencies: readonly PaymentFrequency[];
  /** The card gateway's merchant account its payments are taken on (car-travel-payment.md 7). */
  readonly cardAccountId: string;
  /** What its policy's number is called (platform.md 2.8). */
  readonly policyNumberLabel: 'Policy Number' | 'Policy Code';
  /** Months a monthly plan pays ahead by card when bought; 0 when every month is a debit. */
  readonly depositMonths: number;
  /** The claims line and what the claim page adds below it (car-travel-payment.md 9). */
  readonly claims: { readonly phoneNumber: string; readonly notes: readonly string[] };
  /** What its online claim form asks (issue 44); without it, its policies are claimed by phone. */
  readonly claimForm?: ProductClaimFacts;
  /** The line that amends its policies (car-travel-payment.md 9, platform.md 2.11). */
  readonly amendPhoneNumber: string;
  /**
   * The terms of the insurer named (its code, as the policy holds it) for a policy that ends
   * early: the fee kept from a refund after the withdrawal period, and whether a withdrawal is
   * refunded in full (docs/cancellation-arithmetic.md).
   */
  readonly leavingTerms: (insurer: string | null) => LeavingTerms;
  /**
   * The documents that prove cover (car's certificate of insurance and disc), by their stable
   * names, marked void when the policy ends early, and what the confirmation then tells the
   * customer of them. None for most products.
   */
  readonly proofOfCover?: { readonly documents: readonly string[]; readonly voidNotice: string };
  /**
   * The documents its customers may ask for online beside the proof-of-cover letter every
   * product gives (issue 45): car's replacement disc and no-claims bonus statement. None for most.
   */
  readonly documentsOnRequest?: readonly ProductDocumentOnRequest[];
}

/** Declares a product's facts, keeping its type and policy type as literal types. */
export function defineProductFacts<const Type extends string, const Policy extends string>(
  facts: ProductFactsOf<Type, Policy>,
): ProductFactsOf<Type, Policy> {
  return facts;
}
