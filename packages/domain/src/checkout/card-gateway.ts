/**
 * The contract of the card sandbox gateway (car-travel-payment.md 7 and 8; docs/architecture.md,
 * Outside parties and their local stand-ins: card payments): its paths, its messages, the tokenise
 * and challenge requests and answers, and the postMessage protocol between the app's page and the
 * gateway's hosted-fields iframe.
 *
 * Amounts travel in cents: the app turns a price into cents with euroToCents (home/money.ts).
 */
import { z } from 'zod';
import { byPolicyType } from '../products/product-lookups.js';
import { personNameSchema } from '../person/person-name-schema.js';
import { CHECKOUT_MESSAGES } from './checkout-messages.js';
import { NAME_ON_CARD_MESSAGES } from './payment-form.js';

/** car-travel-payment.md 5: the card field messages, word for word. */
export const CARD_FIELD_MESSAGES = {
  cardNumber: 'Invalid card number.',
  expiry: 'Invalid expiration date.',
  cvv: 'Invalid CVV number',
} as const;

/** The gateway is served by the API under its own path, outside /api. */
export const CARD_GATEWAY_PATH = '/gateway';

/** The gateway's routes, relative to CARD_GATEWAY_PATH. */
export const CARD_GATEWAY_ROUTES = {
  hostedFields: '/hosted-fields',
  hostedFieldsScript: '/hosted-fields.js',
  hostedFieldsStyles: '/hosted-fields.css',
  tokenise: '/api/tokenise',
  challenge: '/api/challenge',
} as const;

/** The one frame the app's Content-Security-Policy lets it embed. */
export const CARD_HOSTED_FIELDS_PATH = `${CARD_GATEWAY_PATH}${CARD_GATEWAY_ROUTES.hostedFields}`;

/** The query parameter that tells the hosted fields which window origin to talk to. */
export const HOSTED_FIELDS_ORIGIN_PARAM = 'origin';

/** The hosted fields' address for a parent page at parentOrigin (e.g. location.origin). */
export function hostedFieldsUrl(parentOrigin: string): string {
  return `${CARD_HOSTED_FIELDS_PATH}?${HOSTED_FIELDS_ORIGIN_PARAM}=${encodeURIComponent(parentOrigin)}`;
}

/**
 * The hosted-fields page's padding: room inside the frame for a field's focus ring. The app draws
 * the frame this much wider on every side, so the card fields line up with the page's own fields.
 */
export const CARD_FRAME_INSET_PX = 4;

/** car-travel-payment.md 7: one merchant account per product, named in its facts. */
export const CARD_ACCOUNT_IDS = byPolicyType((product) => product.cardAccountId);
export type CardAccountId = string;
const ACCOUNT_ID_VALUES = Object.values(CARD_ACCOUNT_IDS) as [CardAccountId, ...CardAccountId[]];

/** car-travel-payment.md 9: card amounts are sent in euro cents. */
export const CARD_CURRENCY = 'EUR';

/** car-travel-payment.md 8: a provider error shows as its message followed by its code. */
export function formatProviderError(message: string, code: string): string {
  return `${message} (Code: ${code})`;
}

/** A window origin as browsers write it: http(s), a lower-case host, an optional port. */
const WINDOW_ORIGIN = /^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** An http(s) origin and nothing more (no path, query or credentials); null otherwise. */
export function parseWindowOrigin(value: string | null | undefined): string | null {
  return value && WINDOW_ORIGIN.test(value) ? value : null;
}

// ---------------------------------------------------------------------------------------------
// The gateway's HTTP API (called by the hosted-fields page only)

const cents = z.number().int().positive().max(100_000_000);

export const cardTokeniseRequestSchema = z.object({
  cardNumber: z.string().max(40),
  /** MM/YY. */
  expiry: z.string().max(10),
  cvv: z.string().max(10),
  /** The name on the card, held to the payment form's rule. */
  cardHolderName: personNameSchema(NAME_ON_CARD_MESSAGES),
  amountCents: cents,
  currency: z.literal(CARD_CURRENCY, { error: 'Only EUR payments are accepted.' }),
  accountId: z.enum(ACCOUNT_ID_VALUES),
});
export type CardTokeniseRequest = z.infer<typeof cardTokeniseRequestSchema>;

const cardSummary = {
  token: z.string(),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
};

/** What the hosted fields hand back to the app once a payment is authorised. */
export const cardTokenSchema = z.object(cardSummary);
export type CardToken = z.infer<typeof cardTokenSchema>;

/** What the bank's verification panel shows (3-D Secure v2 challenge). */
export const cardChallengeSchema = z.object({
  ...cardSummary,
  amountCents: cents,
  currency: z.literal(CARD_CURRENCY),
  merchant: z.string(),
  /** The sandbox shows the passcode so a tester can pass (or deliberately fail) the step. */
  sandboxPasscode: z.string(),
});
export type CardChallenge = z.infer<typeof cardChallengeSchema>;

export const cardProviderErrorSchema = z.object({ code: z.string(), message: z.string() });
export type CardProviderError = z.infer<typeof cardProviderErrorSchema>;

export const cardGatewayAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('authorised'), ...cardSummary }),
  z.object({ status: z.literal('challenge'), challenge: cardChallengeSchema }),
  z.object({ status: z.literal('declined'), error: cardProviderErrorSchema }),
]);
export type CardGatewayAnswer = z.infer<typeof cardGatewayAnswerSchema>;

export const cardChallengeRequestSchema = z.discriminatedUnion('action', [
  z.object({
    token: z.string().max(64),
    action: z.literal('verify'),
    passcode: z.string().max(12),
  }),
  z.object({ token: z.string().max(64), action: z.literal('cancel') }),
]);
export type CardChallengeRequest = z.infer<typeof cardChallengeRequestSchema>;

/** The provider's codes and messages, shown to the customer with formatProviderError. */
export const CARD_PROVIDER_ERRORS = {
  declined: { code: '05', message: 'Your card was declined.' },
  insufficientFunds: { code: '51', message: 'Your card has insufficient funds.' },
  authenticationFailed: {
    code: '3DS-01',
    message: 'We could not verify your card with your bank.',
  },
  authenticationCancelled: {
    code: '3DS-02',
    message: 'The verification with your bank was cancelled.',
  },
  /** The hosted fields refused to send the card: a field is not valid. */
  invalidCard: { code: 'invalid_card', message: 'Please check your card details.' },
  /** The gateway could not be reached or answered something unexpected. */
  gatewayUnavailable: { code: 'gateway_unavailable', message: CHECKOUT_MESSAGES.cardPaymentFailed },
} as const satisfies Record<string, CardProviderError>;

// ---------------------------------------------------------------------------------------------
// postMessage protocol between the app's page (parent) and the hosted-fields iframe

/** Every message of the protocol carries this marker, so either side ignores anything else. */
export const CARD_GATEWAY_MESSAGE_SOURCE = 'card-gateway';

/** From the iframe to the parent. */
export type HostedFieldsEvent =
  | { source: typeof CARD_GATEWAY_MESSAGE_SOURCE; type: 'ready' }
  | { source: typeof CARD_GATEWAY_MESSAGE_SOURCE; type: 'validity'; valid: boolean }
  | { source: typeof CARD_GATEWAY_MESSAGE_SOURCE; type: 'height'; height: number }
  | ({ source: typeof CARD_GATEWAY_MESSAGE_SOURCE; type: 'result' } & CardToken)
  | ({ source: typeof CARD_GATEWAY_MESSAGE_SOURCE; type: 'error' } & CardProviderError);

/**
 * From the parent to the iframe: pay with the card, or (Buy pressed before the card is complete)
 * show every card field's message.
 */
export type HostedFieldsCommand =
  | {
      source: typeof CARD_GATEWAY_MESSAGE_SOURCE;
      type: 'tokenise';
      cardHolderName: string;
      amountCents: number;
      currency: typeof CARD_CURRENCY;
      accountId: CardAccountId;
    }
  | { source: typeof CARD_GATEWAY_MESSAGE_SOURCE; type: 'check' };

const marker = z.literal(CARD_GATEWAY_MESSAGE_SOURCE);

export const hostedFieldsEventSchema = z.discriminatedUnion('type', [
  z.object({ source: marker, type: z.literal('ready') }),
  z.object({ source: marker, type: z.literal('validity'), valid: z.boolean() }),
  z.object({ source: marker, type: z.literal('height'), height: z.number().nonnegative() }),
  z.object({ source: marker, type: z.literal('result'), ...cardSummary }),
  z.object({
    source: marker,
    type: z.literal('error'),
    code: z.string(),
    message: z.string(),
  }),
]) satisfies z.ZodType<HostedFieldsEvent>;

export const hostedFieldsCommandSchema = z.discriminatedUnion('type', [
  z.object({
    source: marker,
    type: z.literal('tokenise'),
    cardHolderName: z.string(),
    amountCents: cents,
    currency: z.literal(CARD_CURRENCY),
    accountId: z.enum(ACCOUNT_ID_VALUES),
  }),
  z.object({ source: marker, type: z.literal('check') }),
]) satisfies z.ZodType<HostedFieldsCommand>;
