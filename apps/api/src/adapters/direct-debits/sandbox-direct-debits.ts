import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sandboxDirectDebits } from '../../db/schema.js';
import type { DirectDebits } from './direct-debits-port.js';

/**
 * The test account whose debits the bank sandbox always refuses, with return reason AM04
 * (insufficient funds): docs/card-sandbox.md, "Direct debits". Any other valid IBAN is collected.
 */
export const SANDBOX_REFUSED_IBAN = 'IE22AIBK93115299999951';
export const SANDBOX_REFUSAL_REASON = 'AM04';

/**
 * The bank sandbox's direct debits: each collection booked once per key, as a bank books it;
 * the documented test IBAN refused, any other collected.
 */
export function createSandboxDirectDebits(db: Database): DirectDebits {
  return {
    async collect(request) {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
        throw new RangeError(`Not an amount to collect: ${request.amountCents}`);
      }
      const iban = request.iban.replace(/\s+/g, '').toUpperCase();
      const refused = iban === SANDBOX_REFUSED_IBAN;
      await db
        .insert(sandboxDirectDebits)
        .values({
          collectionKey: request.collectionKey,
          iban,
          amountCents: request.amountCents,
          outcome: refused ? 'refused' : 'collected',
          returnReason: refused ? SANDBOX_REFUSAL_REASON : null,
          reference: `DD${randomBytes(12).toString('hex').toUpperCase()}`,
        })
        .onConflictDoNothing({ target: sandboxDirectDebits.collectionKey });
      const [booked] = await db
        .select()
        .from(sandboxDirectDebits)
        .where(eq(sandboxDirectDebits.collectionKey, request.collectionKey));
      if (!booked) throw new Error('The bank sandbox lost a collection');
      return booked.outcome === 'collected'
        ? { ok: true, reference: booked.reference }
        : { ok: false, reference: booked.reference, returnReason: booked.returnReason ?? 'MS03' };
    },
  };
}
