/**
 * The sandbox gateway's own side: it checks a card, authorises or declines it, and runs the
 * 3-D Secure v2 step, keeping only the brand and last four digits of the card with the token.
 * The card number and CVV live in this function's arguments and nowhere else.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import {
  CARD_CURRENCY,
  CARD_FIELD_MESSAGES,
  CARD_PROVIDER_ERRORS,
  PRODUCT_NAME,
  type CardChallengeRequest,
  type CardGatewayAnswer,
  type CardTokeniseRequest,
} from '@wallet/domain';
import type { Database } from '../../db/client.js';
import { cardGatewayPayments } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { cardChecks, monthOf } from './card-checks.js';
import { scenarioOf, type CardScenario } from './test-cards.js';

/** How long an authorisation holds the amount on the card before it lapses (docs/card-sandbox.md). */
export const AUTHORISATION_LIFETIME_DAYS = 7;

/** The merchant the bank's verification panel names: the product the customer is paying. */
export const SANDBOX_MERCHANT_NAME = PRODUCT_NAME;

export type CardFieldErrors = Partial<Record<'cardNumber' | 'expiry' | 'cvv', string[]>>;

export type TokeniseOutcome =
  | { kind: 'invalid-card'; fieldErrors: CardFieldErrors }
  | { kind: 'answer'; answer: CardGatewayAnswer };

export type ChallengeOutcome =
  { kind: 'unknown-token' } | { kind: 'answer'; answer: CardGatewayAnswer };

type PaymentRow = typeof cardGatewayPayments.$inferSelect;

/** A challenge's one-time passcode: derived from its token, so nothing more needs storing. */
export function sandboxPasscodeOf(token: string): string {
  const value = createHash('sha256').update(`3ds:${token}`).digest().readUInt32BE(0);
  return String(value % 1_000_000).padStart(6, '0');
}

function newToken(): string {
  return `tok_${randomBytes(18).toString('base64url')}`;
}

/** The card problems, each with the spec's message; empty when the card may be tried. */
export function cardFieldErrorsOf(
  card: Pick<CardTokeniseRequest, 'cardNumber' | 'expiry' | 'cvv'>,
  today: Date,
): CardFieldErrors {
  const errors: CardFieldErrors = {};
  const brand = cardChecks.brandOf(cardChecks.digitsOf(card.cardNumber));
  if (!cardChecks.cardNumberValid(card.cardNumber))
    errors.cardNumber = [CARD_FIELD_MESSAGES.cardNumber];
  if (!cardChecks.expiryValid(card.expiry, monthOf(today)))
    errors.expiry = [CARD_FIELD_MESSAGES.expiry];
  if (!cardChecks.cvvValid(card.cvv, brand)) errors.cvv = [CARD_FIELD_MESSAGES.cvv];
  return errors;
}

const DECLINE_BY_SCENARIO: Partial<Record<CardScenario, { code: string; message: string }>> = {
  decline: CARD_PROVIDER_ERRORS.declined,
  'insufficient-funds': CARD_PROVIDER_ERRORS.insufficientFunds,
};

function authorised(row: Pick<PaymentRow, 'token' | 'cardBrand' | 'last4'>): CardGatewayAnswer {
  return { status: 'authorised', token: row.token, brand: row.cardBrand, last4: row.last4 };
}

export function createSandboxCardGateway(db: Database, clock: Clock) {
  /** Settles a pending challenge; false when another answer settled it first. */
  async function settleChallenge(token: string, change: Partial<PaymentRow>): Promise<boolean> {
    const settled = await db
      .update(cardGatewayPayments)
      .set({ ...change, updatedAt: clock() })
      .where(
        and(
          eq(cardGatewayPayments.token, token),
          eq(cardGatewayPayments.status, 'requires_challenge'),
        ),
      )
      .returning({ token: cardGatewayPayments.token });
    return settled.length === 1;
  }

  async function failChallenge(
    token: string,
    error: { code: string; message: string },
  ): Promise<ChallengeOutcome> {
    const settled = await settleChallenge(token, { status: 'declined', declineCode: error.code });
    return settled
      ? { kind: 'answer', answer: { status: 'declined', error } }
      : { kind: 'unknown-token' };
  }

  /**
   * An authorisation nobody captures lapses after AUTHORISATION_LIFETIME_DAYS, as a card scheme's
   * hold does: the gateway lets go of stale ones whenever it authorises a new one.
   */
  async function expireStaleAuthorisations() {
    const now = clock();
    const cutoff = new Date(now.getTime() - AUTHORISATION_LIFETIME_DAYS * 86_400_000);
    await db
      .update(cardGatewayPayments)
      .set({ status: 'expired', updatedAt: now })
      .where(
        and(
          inArray(cardGatewayPayments.status, ['authorised', 'requires_challenge']),
          isNull(cardGatewayPayments.captureKey),
          lt(cardGatewayPayments.createdAt, cutoff),
        ),
      );
  }

  return {
    async tokenise(request: CardTokeniseRequest): Promise<TokeniseOutcome> {
      const fieldErrors = cardFieldErrorsOf(request, clock());
      if (Object.keys(fieldErrors).length > 0) return { kind: 'invalid-card', fieldErrors };

      const digits = cardChecks.digitsOf(request.cardNumber);
      const scenario = scenarioOf(digits);
      const declined = DECLINE_BY_SCENARIO[scenario];
      const challenged = scenario === 'challenge' || scenario === 'challenge-fail';
      const row = {
        token: newToken(),
        accountId: request.accountId,
        amountCents: request.amountCents,
        currency: CARD_CURRENCY,
        cardBrand: cardChecks.brandOf(digits) ?? 'Unknown',
        last4: digits.slice(-4),
        cardHolderName: request.cardHolderName,
        scenario,
        status: declined ? 'declined' : challenged ? 'requires_challenge' : 'authorised',
        declineCode: declined?.code ?? null,
        // The gateway's own time, so that an authorisation's age is measured on one clock.
        createdAt: clock(),
        updatedAt: clock(),
      };
      await expireStaleAuthorisations();
      await db.insert(cardGatewayPayments).values(row);

      if (declined) return { kind: 'answer', answer: { status: 'declined', error: declined } };
      if (!challenged) return { kind: 'answer', answer: authorised(row) };
      return {
        kind: 'answer',
        answer: {
          status: 'challenge',
          challenge: {
            token: row.token,
            brand: row.cardBrand,
            last4: row.last4,
            amountCents: row.amountCents,
            currency: CARD_CURRENCY,
            merchant: SANDBOX_MERCHANT_NAME,
            sandboxPasscode: sandboxPasscodeOf(row.token),
          },
        },
      };
    },

    /** The customer's answer to the bank's challenge; a token is challenged once only. */
    async completeChallenge(request: CardChallengeRequest): Promise<ChallengeOutcome> {
      const [row] = await db
        .select()
        .from(cardGatewayPayments)
        .where(eq(cardGatewayPayments.token, request.token));
      if (!row || row.status !== 'requires_challenge') return { kind: 'unknown-token' };

      if (request.action === 'cancel') {
        return failChallenge(row.token, CARD_PROVIDER_ERRORS.authenticationCancelled);
      }
      const passed =
        row.scenario === 'challenge' && request.passcode === sandboxPasscodeOf(row.token);
      if (!passed) return failChallenge(row.token, CARD_PROVIDER_ERRORS.authenticationFailed);
      if (!(await settleChallenge(row.token, { status: 'authorised' }))) {
        return { kind: 'unknown-token' };
      }
      return { kind: 'answer', answer: authorised(row) };
    },
  };
}

export type SandboxCardGateway = ReturnType<typeof createSandboxCardGateway>;
