import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { payments, policies as policiesTable, users } from '../../db/schema.js';

type Executor = Pick<Database, 'select'>;
type PolicyRow = typeof policiesTable.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** Whom the e-mails about a policy go to: its owner's account. */
export interface PolicyHolder {
  userId: string;
  email: string;
  givenName: string;
}

/**
 * A policy's holder and the payment that made it (the latest of its quote taken by card or whose
 * mandate stands), read on the database or in a transaction: what changing and ending a policy
 * both start from. None when the owner's account is gone.
 */
export async function holderAndPaymentOf(
  executor: Executor,
  policy: Pick<PolicyRow, 'ownerUserId' | 'quoteId'>,
): Promise<{ owner: PolicyHolder; payment: PaymentRow | undefined } | undefined> {
  const [owner] = await executor
    .select({ userId: users.id, email: users.email, givenName: users.givenName })
    .from(users)
    .where(eq(users.id, policy.ownerUserId));
  if (!owner) return undefined;
  const [payment] = policy.quoteId
    ? await executor
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.quoteId, policy.quoteId),
            inArray(payments.status, ['captured', 'authorised']),
          ),
        )
        .orderBy(desc(payments.createdAt))
        .limit(1)
    : [];
  return { owner, payment };
}

/**
 * The owner's policy by its policy_id with its holder and payment, in one query: the unlocked
 * read that pricing a change or an ending starts from (a quote-like call, so it counts).
 */
export async function ownedPolicyWithHolderAndPayment(
  executor: Executor,
  ownerUserId: string,
  policyId: string,
): Promise<
  { policy: PolicyRow; owner: PolicyHolder; payment: PaymentRow | undefined } | undefined
> {
  const [row] = await executor
    .select({
      policy: policiesTable,
      owner: { userId: users.id, email: users.email, givenName: users.givenName },
      payment: payments,
    })
    .from(policiesTable)
    .innerJoin(users, eq(users.id, policiesTable.ownerUserId))
    .leftJoin(
      payments,
      and(
        eq(payments.quoteId, policiesTable.quoteId),
        inArray(payments.status, ['captured', 'authorised']),
      ),
    )
    .where(and(eq(policiesTable.ownerUserId, ownerUserId), eq(policiesTable.policyId, policyId)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row && { policy: row.policy, owner: row.owner, payment: row.payment ?? undefined };
}
