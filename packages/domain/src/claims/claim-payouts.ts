import { z } from 'zod';

/**
 * A settled claim's payment out (issue 44): the approved amount, paid to the card that pays for
 * the policy (a credit to that card through the card gateway) or, for a policy paid by direct
 * debit, to the mandate's bank account by credit transfer; or, for a policy with neither on
 * record, paid by the claims team outside the wallet and recorded as paid, with how.
 */
export const CLAIM_PAYOUT_ROUTES = ['card', 'bank_transfer', 'outside'] as const;
export type ClaimPayoutRoute = (typeof CLAIM_PAYOUT_ROUTES)[number];

/**
 * Being paid from the moment the claim is settled; paid once the gateway or bank took it; failed
 * when it could not be made (the claims team pays it another way and tells the customer).
 */
export const CLAIM_PAYOUT_STATUSES = ['being_paid', 'paid', 'failed'] as const;
export type ClaimPayoutStatus = (typeof CLAIM_PAYOUT_STATUSES)[number];

/** How the policy's premium is paid, as far as where a payout goes needs it. */
export type PayoutAccount =
  { method: 'card'; cardBrand: string; last4: string } | { method: 'direct_debit'; iban: string };

export const payoutRouteOf = (account: PayoutAccount): ClaimPayoutRoute =>
  account.method === 'card' ? 'card' : 'bank_transfer';

/**
 * Where the money goes, as the customer knows it and no more: 'Visa card ending 4242', 'bank
 * account ending 1234' (the last four characters of the IBAN, spaces ignored).
 */
export function payoutAccountLabel(account: PayoutAccount): string {
  if (account.method === 'card') return `${account.cardBrand} card ending ${account.last4}`;
  return `bank account ending ${account.iban.replace(/\s+/g, '').slice(-4)}`;
}

/** How long each route usually takes to reach the customer, in business days. */
export const CLAIM_PAYOUT_ARRIVAL_DAYS: Record<Exclude<ClaimPayoutRoute, 'outside'>, number> = {
  card: 5,
  bank_transfer: 1,
};

export const claimPayoutSchema = z.object({
  amount_cents: z.number().int().positive(),
  route: z.enum(CLAIM_PAYOUT_ROUTES),
  /** payoutAccountLabel: where it goes. */
  to: z.string(),
  status: z.enum(CLAIM_PAYOUT_STATUSES),
  /** ISO 8601; null while it is being paid. */
  paid_at: z.string().nullable(),
});
export type ClaimPayout = z.infer<typeof claimPayoutSchema>;
