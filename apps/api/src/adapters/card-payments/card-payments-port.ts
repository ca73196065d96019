/**
 * The CardPayments port: what the API does with a token the gateway's hosted fields handed to the
 * browser. The API never sees a card number; it only takes (captures) or gives back (refunds) the
 * money a token authorised.
 */
export type CaptureResult =
  | {
      ok: true;
      /** The gateway's reference of the charge, kept with our payment record. */
      gatewayReference: string;
      cardBrand: string;
      last4: string;
      amountCents: number;
    }
  | { ok: false; code: string; message: string };

/**
 * The refusals of a capture that say the token's authorisation is spent: captured under another
 * key, released, or lapsed. Nothing was taken by that capture, and no payment can go on with the
 * token: the customer enters their card again.
 */
export const SPENT_AUTHORISATION_CODES = {
  alreadyCaptured: 'already_captured',
  released: 'authorisation_released',
  expired: 'authorisation_expired',
} as const;

export function authorisationSpent(result: CaptureResult): boolean {
  return (
    !result.ok &&
    (Object.values(SPENT_AUTHORISATION_CODES) as readonly string[]).includes(result.code)
  );
}

export interface CaptureRequest {
  token: string;
  /** Must equal the amount the token was authorised for. */
  amountCents: number;
  /** The merchant account of the product (home, motor, travel). */
  accountId: string;
  /** A retried capture with the same key answers the first result and never charges twice. */
  idempotencyKey: string;
}

export interface CardPayments {
  capture(request: CaptureRequest): Promise<CaptureResult>;
  /** Gives the whole captured amount back; refunding twice is a no-op. */
  refund(request: { gatewayReference: string; reason: string }): Promise<void>;
  /**
   * Gives part of a captured amount back (a policy left early). A refund asked again with its key
   * is made once; refunds together never pass what was captured. Named by the token the charge
   * was captured from, as the payment records keep it.
   */
  refundPart(request: {
    token: string;
    amountCents: number;
    refundKey: string;
    reason: string;
  }): Promise<void>;
  /**
   * The card a captured charge was taken from (its brand and last four digits), read without
   * touching the charge; null for a token that names no captured charge.
   */
  cardOf(token: string): Promise<{ cardBrand: string; last4: string } | null>;
  /**
   * Pays money to a card the gateway charged before (a claim's settlement), named by the token
   * that charge was captured from. A payout asked again with its key is made once and answers
   * the first payout's reference.
   */
  payout(request: {
    token: string;
    amountCents: number;
    payoutKey: string;
    reason: string;
  }): Promise<{ reference: string }>;
  /**
   * Lets go of an authorisation that will not be captured (the bind was refused, or another
   * payment of the quote won), so the hold on the customer's card ends at once. Releasing a
   * captured, declined or unknown token does nothing.
   */
  release(request: { token: string; reason: string }): Promise<void>;
  /**
   * Undoes a capture whose outcome was never recorded (its answer lost, or the attempt given up
   * on): an authorisation not captured is released, so no late capture can follow; a charge
   * captured with this idempotency key is refunded in full. A charge captured with another key
   * belongs to another attempt and is not touched; an unknown token does nothing. Asked again,
   * it changes nothing more (the acquirers' 'cancel or refund' by merchant reference).
   */
  cancelOrRefund(request: { token: string; idempotencyKey: string; reason: string }): Promise<void>;
}
