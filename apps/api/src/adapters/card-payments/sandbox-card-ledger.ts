import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cardGatewayPayments } from '../../db/schema.js';

/**
 * The card sandbox's ledger for charges taken outside a checkout: the demo's purchases are made
 * by the seed, not through the hosted fields, yet their cards must be refundable like any other
 * (a withdrawal or cancellation refunds the card that paid).
 */
export function createSandboxCardLedger(db: Database) {
  return {
    /** A captured charge, once per capture key; answers the token the payment records keep. */
    async recordCapturedCharge(charge: {
      captureKey: string;
      accountId: string;
      amountCents: number;
      cardBrand: string;
      last4: string;
      cardHolderName: string;
      capturedAt: Date;
    }): Promise<string> {
      const [recorded] = await db
        .select({ token: cardGatewayPayments.token })
        .from(cardGatewayPayments)
        .where(eq(cardGatewayPayments.captureKey, charge.captureKey));
      if (recorded) return recorded.token;
      const token = `tok_${randomBytes(18).toString('base64url')}`;
      await db.insert(cardGatewayPayments).values({
        token,
        accountId: charge.accountId,
        amountCents: charge.amountCents,
        currency: 'EUR',
        cardBrand: charge.cardBrand,
        last4: charge.last4,
        cardHolderName: charge.cardHolderName,
        scenario: 'success',
        status: 'captured',
        captureKey: charge.captureKey,
        capturedAt: charge.capturedAt,
        createdAt: charge.capturedAt,
        updatedAt: charge.capturedAt,
      });
      return token;
    },
  };
}
