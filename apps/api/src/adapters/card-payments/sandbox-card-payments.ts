/**
 * The sandbox adapter of the CardPayments port: it captures and refunds what the sandbox gateway
 * authorised, over the same table, with the checks a real acquirer makes (authorised, same amount,
 * same merchant account, one capture per token).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cardGatewayPayments, cardGatewayPayouts, cardGatewayRefunds } from '../../db/schema.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import {
  SPENT_AUTHORISATION_CODES,
  type CaptureRequest,
  type CaptureResult,
  type CardPayments,
} from './card-payments-port.js';

type PaymentRow = typeof cardGatewayPayments.$inferSelect;

const TOKEN_PREFIX = 'tok_';
const REFERENCE_PREFIX = 'ch_';

/** The charge's reference is the token's random part under another prefix: one charge per token. */
export function gatewayReferenceOf(token: string): string {
  return `${REFERENCE_PREFIX}${token.slice(TOKEN_PREFIX.length)}`;
}

function tokenOf(gatewayReference: string): string | null {
  return gatewayReference.startsWith(REFERENCE_PREFIX)
    ? `${TOKEN_PREFIX}${gatewayReference.slice(REFERENCE_PREFIX.length)}`
    : null;
}

export const CAPTURE_REFUSALS = {
  unknownToken: { code: 'token_not_found', message: 'The payment token is not known.' },
  notAuthenticated: {
    code: 'authentication_required',
    message: 'The payment has not been verified with the bank.',
  },
  declined: { code: 'card_declined', message: 'The card was declined.' },
  amountMismatch: {
    code: 'amount_mismatch',
    message: 'The amount differs from the amount authorised.',
  },
  accountMismatch: {
    code: 'account_mismatch',
    message: 'The payment was authorised for another merchant account.',
  },
  alreadyCaptured: {
    code: SPENT_AUTHORISATION_CODES.alreadyCaptured,
    message: 'The payment has already been taken.',
  },
  released: {
    code: SPENT_AUTHORISATION_CODES.released,
    message: 'The authorisation was released.',
  },
  expired: { code: SPENT_AUTHORISATION_CODES.expired, message: 'The authorisation has expired.' },
} as const;

function refused(refusal: { code: string; message: string }): CaptureResult {
  return { ok: false, code: refusal.code, message: refusal.message };
}

function captured(row: PaymentRow): CaptureResult {
  return {
    ok: true,
    gatewayReference: gatewayReferenceOf(row.token),
    cardBrand: row.cardBrand,
    last4: row.last4,
    amountCents: row.amountCents,
  };
}

/** Why a payment cannot be captured now, or null when it can. */
function refusalOf(row: PaymentRow, request: CaptureRequest): CaptureResult | null {
  if (row.captureKey !== null) {
    // A retry with the capture's own key answers the first result; any other key is refused.
    return row.captureKey === request.idempotencyKey
      ? captured(row)
      : refused(CAPTURE_REFUSALS.alreadyCaptured);
  }
  if (row.status === 'released') return refused(CAPTURE_REFUSALS.released);
  if (row.status === 'expired') return refused(CAPTURE_REFUSALS.expired);
  if (row.status === 'requires_challenge') return refused(CAPTURE_REFUSALS.notAuthenticated);
  if (row.status === 'declined') return refused(CAPTURE_REFUSALS.declined);
  if (row.status !== 'authorised') return refused(CAPTURE_REFUSALS.alreadyCaptured);
  if (row.amountCents !== request.amountCents) return refused(CAPTURE_REFUSALS.amountMismatch);
  if (row.accountId !== request.accountId) return refused(CAPTURE_REFUSALS.accountMismatch);
  return null;
}

export function createSandboxCardPayments(db: Database, clock: Clock = systemClock): CardPayments {
  async function find(token: string): Promise<PaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(cardGatewayPayments)
      .where(eq(cardGatewayPayments.token, token));
    return row;
  }

  /** Ends an authorisation that was never captured; a captured or declined token is left. */
  async function releaseAuthorisation({ token }: { token: string }): Promise<void> {
    const now = clock();
    await db
      .update(cardGatewayPayments)
      .set({ status: 'released', updatedAt: now })
      .where(
        and(
          eq(cardGatewayPayments.token, token),
          inArray(cardGatewayPayments.status, ['authorised', 'requires_challenge']),
          isNull(cardGatewayPayments.captureKey),
        ),
      );
  }

  /** Gives a captured charge back whole; a charge refunded already is left as it is. */
  async function refundWhole(token: string): Promise<void> {
    const now = clock();
    await db
      .update(cardGatewayPayments)
      .set({ status: 'refunded', refundedAt: now, updatedAt: now })
      .where(and(eq(cardGatewayPayments.token, token), eq(cardGatewayPayments.status, 'captured')));
  }

  return {
    async capture(request) {
      const row = await find(request.token);
      if (!row) return refused(CAPTURE_REFUSALS.unknownToken);
      const refusal = refusalOf(row, request);
      if (refusal) return refusal;

      const now = clock();
      const [updated] = await db
        .update(cardGatewayPayments)
        .set({
          status: 'captured',
          captureKey: request.idempotencyKey,
          capturedAt: now,
          updatedAt: now,
        })
        .where(
          and(
            eq(cardGatewayPayments.token, row.token),
            eq(cardGatewayPayments.status, 'authorised'),
            isNull(cardGatewayPayments.captureKey),
          ),
        )
        .returning();
      if (updated) return captured(updated);
      // A concurrent capture won: answer as a retry of it would be answered.
      const winner = await find(request.token);
      return (winner && refusalOf(winner, request)) ?? refused(CAPTURE_REFUSALS.alreadyCaptured);
    },

    release: releaseAuthorisation,

    async refund({ gatewayReference }) {
      const token = tokenOf(gatewayReference);
      const row = token ? await find(token) : undefined;
      if (!row || row.captureKey === null) {
        throw new Error(`No captured card payment has the reference ${gatewayReference}`);
      }
      await refundWhole(row.token);
    },

    async cancelOrRefund({ token, idempotencyKey }) {
      // The release is tried first and only takes an authorisation nobody captured: a capture
      // racing it either won before (and is refunded below) or finds the authorisation released.
      await releaseAuthorisation({ token });
      const row = await find(token);
      if (row?.captureKey === idempotencyKey) await refundWhole(row.token);
    },

    async refundPart({ token, amountCents, refundKey }) {
      const row = await find(token);
      if (!row || row.captureKey === null)
        throw new Error('No captured card payment has this token');
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw new RangeError(`Not an amount to refund: ${amountCents}`);
      }
      // The charge's row is locked while the refunds so far are added up, so two refunds at once
      // cannot pass what was captured together.
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`select 1 from ${cardGatewayPayments} where ${cardGatewayPayments.token} = ${row.token} for update`,
        );
        const [done] = await tx
          .select({ key: cardGatewayRefunds.refundKey })
          .from(cardGatewayRefunds)
          .where(eq(cardGatewayRefunds.refundKey, refundKey));
        if (done) return;
        const [sum] = await tx
          .select({ cents: sql<number>`coalesce(sum(${cardGatewayRefunds.amountCents}), 0)::int` })
          .from(cardGatewayRefunds)
          .where(eq(cardGatewayRefunds.token, row.token));
        if (row.status === 'refunded' || (sum?.cents ?? 0) + amountCents > row.amountCents) {
          throw new Error(`A refund of ${amountCents} cents passes what the charge took`);
        }
        await tx.insert(cardGatewayRefunds).values({ refundKey, token: row.token, amountCents });
      });
    },

    async cardOf(token) {
      const row = await find(token);
      return row && row.captureKey !== null ? { cardBrand: row.cardBrand, last4: row.last4 } : null;
    },

    async payout({ token, amountCents, payoutKey }) {
      const row = await find(token);
      if (!row || row.captureKey === null) {
        throw new Error('No card the gateway charged has this token');
      }
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw new RangeError(`Not an amount to pay out: ${amountCents}`);
      }
      const reference = `po_${randomBytes(12).toString('base64url')}`;
      // The key's row is the payout: a second payout with it (or at the same moment) keeps one.
      await db
        .insert(cardGatewayPayouts)
        .values({ payoutKey, token: row.token, amountCents, reference })
        .onConflictDoNothing({ target: cardGatewayPayouts.payoutKey });
      const [made] = await db
        .select()
        .from(cardGatewayPayouts)
        .where(eq(cardGatewayPayouts.payoutKey, payoutKey));
      if (!made || made.token !== row.token || made.amountCents !== amountCents) {
        throw new Error('This payout key was used for another payout');
      }
      return { reference: made.reference };
    },
  };
}
