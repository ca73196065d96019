import { MONTHLY_INSTALMENTS, formatEuro, monthlyPrice } from '../platform/money.js';

export interface InstalmentPlan {
  instalments: number;
  /**
   * Each instalment but the last, in cents: home.md 9's monthly figure, the annual premium divided
   * by 12 and rounded up to the cent. It is the monthly price the screens show.
   */
  instalmentCents: number;
  /**
   * The last instalment: what is left of the premium after the others, so the instalments add up
   * to the premium exactly ('no extra cost'). It is never above the others.
   */
  lastInstalmentCents: number;
  /** What the instalments add up to: the annual premium, to the cent. */
  totalCents: number;
}

/**
 * The smallest premium, in cents, that 12 instalments of the rounded-up twelfth can add up to
 * with a last instalment of at least a cent: below it the eleven rounded-up instalments alone
 * would pass the premium (121 cents is 11 x 11 with nothing left).
 */
export const MONTHLY_MIN_PREMIUM_CENTS = 122;

/**
 * home.md 9: the monthly plan is 12 instalments of the annual premium divided by 12, rounded up to
 * the cent, with no extra cost of credit (home pays it as is; car's plan is built on it). The
 * rounding up would collect a few cents more than the premium, so the last instalment absorbs the
 * difference: 12 x €25.24 would be €302.88 for a
 * €302.80 premium, so it is 11 x €25.24 and a last of €25.16. Checkout, the direct debit mandate
 * and the policy schedule all read this one plan.
 */
export function monthlyInstalmentPlan(annualCents: number): InstalmentPlan {
  const instalmentCents = monthlyPrice(annualCents);
  if (annualCents < MONTHLY_MIN_PREMIUM_CENTS) {
    throw new RangeError(
      `A premium of ${annualCents} cents is too small to pay in ${MONTHLY_INSTALMENTS} instalments`,
    );
  }
  return {
    instalments: MONTHLY_INSTALMENTS,
    instalmentCents,
    lastInstalmentCents: annualCents - instalmentCents * (MONTHLY_INSTALMENTS - 1),
    totalCents: annualCents,
  };
}

/** Each instalment of a plan in cents, first to last. */
export function instalmentAmounts(plan: InstalmentPlan): number[] {
  return Array.from({ length: plan.instalments }, (_, index) =>
    index === plan.instalments - 1 ? plan.lastInstalmentCents : plan.instalmentCents,
  );
}

/**
 * A plan as the customer reads it, the same on every screen and document: '12 monthly payments
 * of €20.00', or, when the last one differs, '11 monthly payments of €25.24 and a last payment of
 * €25.16'.
 */
export function instalmentsInWords(plan: InstalmentPlan): string {
  const each = formatEuro(plan.instalmentCents);
  if (plan.lastInstalmentCents === plan.instalmentCents) {
    return `${plan.instalments} monthly payments of ${each}`;
  }
  return `${plan.instalments - 1} monthly payments of ${each} and a last payment of ${formatEuro(plan.lastInstalmentCents)}`;
}

/** The plan's promise, true to the cent: what it adds up to and that credit costs nothing. */
export function instalmentsTotalInWords(plan: InstalmentPlan): string {
  return `${formatEuro(plan.totalCents)} in total, the same as paying at once: no extra cost`;
}
