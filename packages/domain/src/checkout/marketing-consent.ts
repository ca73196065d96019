import { z } from 'zod';

/** home.md 3 and platform.md 3.7: the marketing consent record, kept per product. */
export const marketingConsentSchema = z.object({
  consent: z.boolean(),
  email: z.boolean(),
  phone: z.boolean(),
  text: z.boolean(),
  post: z.boolean(),
  analyzeTransaction: z.boolean(),
  selectAll: z.boolean(),
});
export type MarketingConsent = z.infer<typeof marketingConsentSchema>;

export const MARKETING_CHANNELS = ['email', 'phone', 'text', 'post'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

export const MARKETING_CONSENT_DEFAULTS: MarketingConsent = {
  consent: false,
  email: false,
  phone: false,
  text: false,
  post: false,
  analyzeTransaction: false,
  selectAll: false,
};

const allChannels = (consent: MarketingConsent) =>
  MARKETING_CHANNELS.every((channel) => consent[channel]);

/** home.md 4: turning consent off clears all four channels. */
export function withConsent(values: MarketingConsent, consent: boolean): MarketingConsent {
  if (consent) return { ...values, consent };
  return {
    ...values,
    consent,
    email: false,
    phone: false,
    text: false,
    post: false,
    selectAll: false,
  };
}

/** home.md 4: Select All toggles all four channels together. */
export function withAllChannels(values: MarketingConsent, selected: boolean): MarketingConsent {
  return {
    ...values,
    email: selected,
    phone: selected,
    text: selected,
    post: selected,
    selectAll: selected,
  };
}

/** One channel changed; Select All follows whether all four are now on. */
export function withChannel(
  values: MarketingConsent,
  channel: MarketingChannel,
  selected: boolean,
): MarketingConsent {
  const next = { ...values, [channel]: selected };
  return { ...next, selectAll: allChannels(next) };
}

/** home.md 4: Next is disabled while consent is on and no channel is chosen. */
export function canContinueWithConsent(values: MarketingConsent): boolean {
  return !values.consent || MARKETING_CHANNELS.some((channel) => values[channel]);
}

/** home.md 3: the consent as the bind carries it; marketing_consent is true if any channel is. */
export const bindMarketingSchema = z.object({
  marketing_consent: z.boolean(),
  marketings: z.object({
    email_consent: z.boolean(),
    post_consent: z.boolean(),
    mobile_sms_consent: z.boolean(),
    phone_consent: z.boolean(),
  }),
  analyse_transactions: z.boolean(),
});
export type BindMarketing = z.infer<typeof bindMarketingSchema>;

export function toBindMarketing(values: MarketingConsent): BindMarketing {
  const marketings = {
    email_consent: values.consent && values.email,
    post_consent: values.consent && values.post,
    mobile_sms_consent: values.consent && values.text,
    phone_consent: values.consent && values.phone,
  };
  return {
    marketing_consent: Object.values(marketings).some(Boolean),
    marketings,
    analyse_transactions: values.analyzeTransaction,
  };
}

/** The record back from what a bind carried (to prefill the consent page from the server). */
export function fromBindMarketing(bind: BindMarketing): MarketingConsent {
  const consent = {
    consent: bind.marketing_consent,
    email: bind.marketings.email_consent,
    phone: bind.marketings.phone_consent,
    text: bind.marketings.mobile_sms_consent,
    post: bind.marketings.post_consent,
    analyzeTransaction: bind.analyse_transactions,
    selectAll: false,
  };
  return { ...consent, selectAll: allChannels(consent) };
}
