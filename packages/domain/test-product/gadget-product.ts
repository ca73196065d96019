/**
 * The test-only product (docs/adding-a-product.md, "The test-only product"): gadget cover, with
 * one insurer, one form step and card payment alone. It is added to the product list by the test
 * build only (scripts/test-product-build.mjs) and proves that a product joins the platform through
 * the lists and nothing else. Nothing here is sold.
 */
import { z } from 'zod';
// Read from their own modules, not the package's index: the product list reads this file while
// the index is still loading.
import {
  cardOnlyBindFields,
  type BindField,
  type CheckoutPaymentRules,
} from '../src/checkout/bind-rules.js';
import { bindMarketingSchema } from '../src/checkout/marketing-consent.js';
import type { PolicyType } from '../src/products/product-lookups.js';
import { GADGET_PRODUCT_FACTS } from './gadget-facts.js';

// The facts live apart, free of the schema library: the product list, which every first screen
// reads, takes them from there (gadget-facts.ts).
export { GADGET_PRODUCT_FACTS };

/** The product's words as the platform's types know them (the test build adds them). */
export const GADGET_POLICY_TYPE = GADGET_PRODUCT_FACTS.policyType as string as PolicyType;

/** Its one insurer. */
export const GADGET_INSURER = { code: 'GADGETCO', name: 'Gadget Insurance Company' } as const;

export const GADGET_DEVICES = { phone: 'Phone', laptop: 'Laptop', tablet: 'Tablet' } as const;
export type GadgetDevice = keyof typeof GADGET_DEVICES;
const DEVICE_IDS = Object.keys(GADGET_DEVICES) as [GadgetDevice, ...GadgetDevice[]];

/** What the gadget cost new, in whole euro. */
export const GADGET_VALUE_EUR = { min: 100, max: 3000 } as const;

export const GADGET_MESSAGES = {
  deviceRequired: 'Choose the kind of gadget',
  valueRange: `Enter what the gadget cost, from €${GADGET_VALUE_EUR.min} to €${GADGET_VALUE_EUR.max.toLocaleString('en-IE')}, in whole euro`,
} as const;

/** The one form step: the gadget and what it cost. The form and the API check it alike. */
export const gadgetFormSchema = z.object({
  device: z.enum(DEVICE_IDS, { error: GADGET_MESSAGES.deviceRequired }),
  value_eur: z
    .number({ error: GADGET_MESSAGES.valueRange })
    .int(GADGET_MESSAGES.valueRange)
    .min(GADGET_VALUE_EUR.min, GADGET_MESSAGES.valueRange)
    .max(GADGET_VALUE_EUR.max, GADGET_MESSAGES.valueRange),
});
export type GadgetForm = z.infer<typeof gadgetFormSchema>;

/** POST /gadget/quotes: the form's answers. */
export const gadgetQuoteRequestSchema = z
  .object({ gadget_quote: gadgetFormSchema.strict() })
  .strict();
export type GadgetQuoteRequest = z.infer<typeof gadgetQuoteRequestSchema>;

/** The quote as the API answers it: cover from the day it is quoted, for a year. */
export const gadgetQuoteAnswerSchema = z.object({
  quote_reference: z.string(),
  insurer: z.string(),
  insurer_name: z.string(),
  device: z.enum(DEVICE_IDS),
  value_eur: z.number().int(),
  /** In cents: the year's premium. */
  premium_cents: z.number().int().nullable(),
  start_date: z.string(),
  end_date: z.string(),
});
export type GadgetQuoteAnswer = z.infer<typeof gadgetQuoteAnswerSchema>;

/** The insurer's price: 8% of the gadget's value a year, at least €25. */
export function gadgetPremiumCents(valueEur: number): number {
  return Math.max(2500, valueEur * 8);
}

/** Paid once by card; a price is bought the day it is given. */
export const GADGET_PAYMENT_RULES: CheckoutPaymentRules = {
  policyType: GADGET_POLICY_TYPE,
  productLabel: GADGET_PRODUCT_FACTS.label,
  paymentFrequencies: GADGET_PRODUCT_FACTS.paymentFrequencies,
  collectionDays: [],
  quoteValidityDays: 0,
};

/** POST /gadget/bind: the quote, the card's token and the marketing consent. */
export const gadgetBindRequestSchema = z
  .object({
    quote_reference: z.string().trim().min(1).max(40),
    payment_token: z.string().trim().min(1).max(100),
    marketing: bindMarketingSchema.strict(),
  })
  .strict();
export type GadgetBindRequest = z.input<typeof gadgetBindRequestSchema>;
export type GadgetBindData = z.output<typeof gadgetBindRequestSchema>;

/** Where each bind rule's field sits in a gadget bind (paid once by card). */
export const GADGET_BIND_FIELDS: Record<BindField, string> = cardOnlyBindFields({
  quoteReference: 'quote_reference',
  choice: 'quote_reference',
  totalPremium: 'payment_token',
  payment: 'payment_token',
});
