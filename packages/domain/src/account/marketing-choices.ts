import { z } from 'zod';
import { policyTypeSchema } from '../platform/product-schemas.js';
import { MARKETING_CHANNELS, type MarketingConsent } from '../checkout/marketing-consent.js';

/**
 * A product's marketing choices as the account page shows and changes them (issue 45): each way
 * we may contact the customer, and whether their transactions may be analysed. The consent page's
 * record (platform.md 3.7) is kept as it is; its master switch and Select All follow from these.
 */
export const marketingChoiceSchema = z.strictObject({
  email: z.boolean(),
  phone: z.boolean(),
  text: z.boolean(),
  post: z.boolean(),
  analyse_transactions: z.boolean(),
});
export type MarketingChoice = z.infer<typeof marketingChoiceSchema>;

/**
 * Where a choice was made: at a purchase (the consent page), later in Your account, or by closing
 * the account (which withdraws every consent).
 */
export const MARKETING_CHOICE_SOURCES = ['purchase', 'account', 'account_closure'] as const;
export type MarketingChoiceSource = (typeof MARKETING_CHOICE_SOURCES)[number];

/** GDPR art. 7(1): each giving and withdrawal of consent, kept with its time. */
export const marketingChoiceChangeSchema = z.object({
  policy_type: policyTypeSchema,
  choices: marketingChoiceSchema,
  source: z.enum(MARKETING_CHOICE_SOURCES),
  at: z.string(),
});
export type MarketingChoiceChange = z.infer<typeof marketingChoiceChangeSchema>;

/** The answer of GET /api/account/marketing: each product's choices as they stand, and history. */
export const marketingChoicesSchema = z.object({
  products: z.array(
    z.object({
      policy_type: policyTypeSchema,
      choices: marketingChoiceSchema,
      /** When the choices last changed, at a purchase or here. */
      changed_at: z.string(),
    }),
  ),
  /** Newest first, at most MARKETING_HISTORY_SHOWN of them. */
  changes: z.array(marketingChoiceChangeSchema),
});
export type MarketingChoices = z.infer<typeof marketingChoicesSchema>;

/** How many of a customer's past choices the account page lists. */
export const MARKETING_HISTORY_SHOWN = 50;

export const MARKETING_CHOICE_MESSAGES = {
  noProduct:
    'You have no marketing choices for this product yet: they are given when you buy a policy.',
  saved: 'Your choices are saved.',
} as const;

/** The choices a consent record holds: a channel counts only while consent is on. */
export function choiceOfConsent(consent: MarketingConsent): MarketingChoice {
  return {
    email: consent.consent && consent.email,
    phone: consent.consent && consent.phone,
    text: consent.consent && consent.text,
    post: consent.consent && consent.post,
    analyse_transactions: consent.analyzeTransaction,
  };
}

/** The consent record for choices: consent is on while any channel is, Select All when all are. */
export function consentOfChoice(choice: MarketingChoice): MarketingConsent {
  const channels = MARKETING_CHANNELS.map((channel) => choice[channel]);
  return {
    consent: channels.some(Boolean),
    email: choice.email,
    phone: choice.phone,
    text: choice.text,
    post: choice.post,
    analyzeTransaction: choice.analyse_transactions,
    selectAll: channels.every(Boolean),
  };
}

export function sameChoice(a: MarketingChoice, b: MarketingChoice): boolean {
  return (
    MARKETING_CHANNELS.every((channel) => a[channel] === b[channel]) &&
    a.analyse_transactions === b.analyse_transactions
  );
}

const CHANNEL_WORDS: Record<(typeof MARKETING_CHANNELS)[number], string> = {
  email: 'email',
  phone: 'phone',
  text: 'text',
  post: 'post',
};

/**
 * The choices in a sentence, for the history: "Offers by email and post; transactions analysed."
 * or "No offers; transactions not analysed."
 */
export function marketingChoiceInWords(choice: MarketingChoice): string {
  const channels = MARKETING_CHANNELS.filter((channel) => choice[channel]).map(
    (channel) => CHANNEL_WORDS[channel],
  );
  const offers =
    channels.length === 0
      ? 'No offers'
      : `Offers by ${
          channels.length === 1
            ? channels[0]
            : `${channels.slice(0, -1).join(', ')} and ${channels.at(-1)}`
        }`;
  return `${offers}; transactions ${choice.analyse_transactions ? '' : 'not '}analysed.`;
}
