import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sandboxBankTransfers } from '../../db/schema.js';
import type { BankTransfers } from './bank-transfers-port.js';

/**
 * The bank sandbox: a SEPA credit transfer is recorded as the bank would book it, once per
 * transfer key, so the demo and the tests can see what was paid where without a bank.
 */
export function createSandboxBankTransfers(db: Database): BankTransfers {
  return {
    async send(request) {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
        throw new RangeError(`Not an amount to transfer: ${request.amountCents}`);
      }
      const iban = request.iban.replace(/\s+/g, '').toUpperCase();
      if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) {
        throw new Error('The account to pay is not an IBAN');
      }
      await db
        .insert(sandboxBankTransfers)
        .values({
          transferKey: request.transferKey,
          iban,
          bic: request.bic,
          accountHolder: request.accountHolder,
          amountCents: request.amountCents,
          remittance: request.remittance,
          reference: `E2E${randomBytes(12).toString('hex').toUpperCase()}`,
        })
        .onConflictDoNothing({ target: sandboxBankTransfers.transferKey });
      const [booked] = await db
        .select()
        .from(sandboxBankTransfers)
        .where(eq(sandboxBankTransfers.transferKey, request.transferKey));
      if (!booked || booked.iban !== iban || booked.amountCents !== request.amountCents) {
        throw new Error('This transfer key was used for another transfer');
      }
      return { reference: booked.reference };
    },
  };
}
