import { z } from 'zod';
import { cardOnlyBindFields, type BindField } from '../checkout/bind-rules.js';
import {
  bindMarketingSchema,
  toBindMarketing,
  type MarketingConsent,
} from '../checkout/marketing-consent.js';
import { TRAVEL_QUOTE_NAME_LIST, type TravelQuoteName } from './travel-constants.js';
import { TRAVEL_PAYLOAD_VERSION, TRAVEL_PRODUCT } from './travel-quote-payload.js';

/**
 * car-travel-payment.md 3 and 7 (Travel bind payload): the quote, the confirmed declaration, the
 * chosen premium, the card token and marketing consent, wrapped with the product and version.
 * Travel is paid once by card: the token is the only payment detail.
 */

/** Ours: the spec says the customer must confirm the declaration. */
export const TRAVEL_BIND_MESSAGES = {
  declarationRequired: 'Please confirm the declaration to continue',
} as const;

export const travelBindPolicySchema = z
  .object({
    quote_reference: z.string().trim().min(1).max(40),
    declaration_consent: z.literal(true, { error: TRAVEL_BIND_MESSAGES.declarationRequired }),
    /** The premium_id of the quote being bought, as the quote or recalculation answered it. */
    selected_premium_id: z.string().trim().min(1).max(60),
    payment_details: z
      .object({
        /** The card gateway's token of the authorised card. */
        payment_token: z.string().trim().min(1).max(100),
        /** The name of the quote being bought: SingleTrip or AnnualMultiTrip. */
        product_selected: z.enum(TRAVEL_QUOTE_NAME_LIST),
      })
      .strict(),
    marketing: bindMarketingSchema.strict(),
  })
  .strict();

export const travelBindRequestSchema = z
  .object({
    product: z.literal(TRAVEL_PRODUCT),
    version: z.literal(TRAVEL_PAYLOAD_VERSION),
    bind_policy: travelBindPolicySchema,
  })
  .strict();
export type TravelBindRequest = z.input<typeof travelBindRequestSchema>;
export type TravelBindData = z.output<typeof travelBindRequestSchema>;

/** Where each bind rule's field sits in a travel bind (paid once by card). */
export const TRAVEL_BIND_FIELDS: Record<BindField, string> = cardOnlyBindFields({
  quoteReference: 'bind_policy.quote_reference',
  choice: 'bind_policy.selected_premium_id',
  totalPremium: 'bind_policy.selected_premium_id',
  payment: 'bind_policy.payment_details',
});

/** The bind the payment page sends for the chosen quote, the card token and the consent. */
export function toTravelBindRequest(input: {
  quoteReference: string;
  premiumId: string;
  quoteName: TravelQuoteName;
  paymentToken: string;
  marketing: MarketingConsent;
}): TravelBindRequest {
  return {
    product: TRAVEL_PRODUCT,
    version: TRAVEL_PAYLOAD_VERSION,
    bind_policy: {
      quote_reference: input.quoteReference,
      declaration_consent: true,
      selected_premium_id: input.premiumId,
      payment_details: { payment_token: input.paymentToken, product_selected: input.quoteName },
      marketing: toBindMarketing(input.marketing),
    },
  };
}
