import {
  RENEWAL_ANSWER_PATHS,
  RENEWAL_MESSAGES,
  renewalAnswerProblems,
  renewalAnswersOf,
  type RenewalAnswersPayload,
  type RenewalOfferStatus,
} from '@wallet/domain';
import type { PolicyBusinessProcess, RenewalOfQuote } from '../checkout/index.js';
import { FieldValidationError, notFound } from '../../lib/http-errors.js';

/**
 * How a renewal offer's quote is bought (home.md 7, /home/applied_home_renewal/bind): by the
 * customer, who answers the renewal questions, or by the renewal cycle on the renewal date, for
 * a policy set to renew by itself. A bind of a renewal quote declares one of them; a bind that
 * declares neither is a new-business bind and may not buy a renewal quote (nor the reverse).
 */
export type RenewalDeclaration =
  { kind: 'customer'; answers: RenewalAnswersPayload } | { kind: 'automatic' };

/** What a bind order declares to buy a renewal offer's quote (BindOrder.declared). */
export const renewalDeclared = (declaration: RenewalDeclaration) => ({ renewal: declaration });

function declarationOf(declared: unknown): RenewalDeclaration | undefined {
  if (typeof declared !== 'object' || declared === null || !('renewal' in declared)) {
    return undefined;
  }
  return (declared as { renewal: RenewalDeclaration }).renewal;
}

/** A renewal offer as the checkout checks it. */
export interface RenewalOfferOnSale {
  /** policies.id of the policy renewed. */
  renewalOfPolicyId: string;
  renewalDate: string;
  /** 1 for the policy's first renewal: the tenure its insurer prices. */
  renewalNumber: number;
  status: RenewalOfferStatus;
  /** The renewed policy's insurer and the scheme of its renewal. */
  currentInsurer: string;
  /** The renewed policy's number: its renewal with the same insurer keeps it. */
  policyNumber: string;
  renewalSchemeCode: string | null;
  statementOfFactDeclined: boolean;
  /**
   * Whether the renewed policy renews by itself (policies.auto_renew). The renewal questions are
   * checked against it, never against what a payload says of it.
   */
  autoRenewal: boolean;
}

export interface RenewalOffersOnSale {
  offerOfQuote(quoteId: string): Promise<RenewalOfferOnSale | undefined>;
}

const MISSING = 'No such home quote.';

/**
 * The renewal questions are answered for the policy as it stands: a payload that says otherwise of
 * its automatic renewal (a page opened before it was switched, or a forged one) is refused, so
 * the rules that depend on it (the terms, the routing) are never checked against a claim.
 */
export function refuseAutoRenewalOtherThan(
  stored: boolean,
  answers: Pick<RenewalAnswersPayload, 'auto_renewal'>,
): void {
  if (answers.auto_renewal !== stored) {
    throw new FieldValidationError({
      [RENEWAL_ANSWER_PATHS.autoRenewal]: [RENEWAL_MESSAGES.autoRenewalChanged],
    });
  }
}

/**
 * The renewal a bind buys, once its rules hold: nothing when the quote is not a renewal offer's
 * (and the bind is not a renewal's). The alternative insurer's quote needs its statement of fact
 * confirmed and not refused; the renewal questions are checked by the domain's rules.
 */
export async function renewalToBuy(
  quote: { id: string; renewalOfPolicyId: string | null },
  order: { choice: string; declared?: unknown },
  offers: RenewalOffersOnSale,
): Promise<RenewalOfQuote | undefined> {
  const declaration = declarationOf(order.declared);
  const isRenewalQuote = quote.renewalOfPolicyId !== null;
  if (isRenewalQuote !== (declaration !== undefined)) throw notFound(MISSING);
  if (!declaration) return undefined;

  const offer = await offers.offerOfQuote(quote.id);
  if (!offer) throw notFound(MISSING);
  const alternativePolicy = order.choice !== offer.renewalSchemeCode;
  if (offer.status === 'lapsed') {
    throw new FieldValidationError({
      'payment_details.quote_reference': ['This renewal offer has closed: the policy lapsed.'],
    });
  }
  if (offer.status === 'renewed') {
    // Bought already: the checkout answers the purchase made (one per offer), whatever is asked.
  } else if (declaration.kind === 'automatic') {
    // Only the renewal itself renews automatically; the alternative is always the customer's act.
    if (alternativePolicy) throw notFound(MISSING);
  } else {
    refuseAutoRenewalOtherThan(offer.autoRenewal, declaration.answers);
    if (alternativePolicy && offer.statementOfFactDeclined) {
      throw new FieldValidationError({
        [RENEWAL_ANSWER_PATHS.statementOfFactConfirmed]: [RENEWAL_MESSAGES.statementOfFactDenied],
      });
    }
    const problems = renewalAnswerProblems({
      ...renewalAnswersOf(declaration.answers, alternativePolicy),
      autoRenewal: offer.autoRenewal,
    });
    const entries = Object.entries(problems) as [keyof typeof RENEWAL_ANSWER_PATHS, string][];
    if (entries.length > 0) {
      throw new FieldValidationError(
        Object.fromEntries(
          entries.map(([field, message]) => [RENEWAL_ANSWER_PATHS[field], [message]]),
        ),
      );
    }
  }
  return {
    policyId: offer.renewalOfPolicyId,
    renewalDate: offer.renewalDate,
    currentInsurer: offer.currentInsurer,
    policyNumber: offer.policyNumber,
  };
}

/**
 * The documents' business process of a policy made from a quote the payment froze, and the policy
 * number it keeps: a renewal with the same insurer is the same policy for a new period, while the
 * other insurer's policy is a new contract and takes a number of its own (docs/decisions/0016).
 */
export function renewalIssueOf(
  renewalOf: RenewalOfQuote | undefined,
  insurer: string,
): { businessProcess: PolicyBusinessProcess; renewalOfPolicyId?: string; policyNumber?: string } {
  if (!renewalOf) return { businessProcess: 'NEW_BUSINESS' };
  const sameInsurer = insurer === renewalOf.currentInsurer;
  return {
    businessProcess: sameInsurer ? 'RENEWAL_CONFIRMATION' : 'RENEWAL_TRANSFER',
    renewalOfPolicyId: renewalOf.policyId,
    ...(sameInsurer && renewalOf.policyNumber !== undefined
      ? { policyNumber: renewalOf.policyNumber }
      : {}),
  };
}
