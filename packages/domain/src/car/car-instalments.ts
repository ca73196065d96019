import {
  monthlyInstalmentPlan,
  instalmentsInWords,
  type InstalmentPlan,
} from '../checkout/instalments.js';
import { formatEuro } from '../platform/money.js';
import { CAR_MONTHLY_PLAN } from './car-constants.js';

/**
 * car-travel-payment.md 9: car monthly is 10 direct debit instalments after a card deposit of two
 * months. The engine, checkout, the screens and the documents all read this one plan.
 */
export interface CarInstalmentPlan {
  /** What the plan collects: the total if paid by instalment, to the cent. */
  totalCents: number;
  /** One month: the total divided by 12, rounded up to the cent (`direct_debit_amount`). */
  monthlyCents: number;
  /** Two months, paid by card when the policy is bought (`card_deposit_amount`). */
  depositCents: number;
  /**
   * The 10 direct debits after the deposit: each of `monthlyCents` but the last, which absorbs the
   * rounding so the deposit and the direct debits add up to the total exactly.
   */
  directDebits: InstalmentPlan;
}

/** The twelve months the car's total is divided into: the deposit's two and the ten instalments. */
const CAR_MONTHS = CAR_MONTHLY_PLAN.depositMonths + CAR_MONTHLY_PLAN.instalments;

/**
 * The car monthly plan from the total paid by instalment, in cents. The car divides its total as
 * home does (home.md 9): twelve months of the twelfth rounded up ('Monthly amounts rounded up to
 * the cent'), the last month absorbing what the rounding collected too much, never above the
 * others. The car pays its first two months together by card, the deposit, and the other ten by
 * direct debit. So the plan is the shared monthly plan's twelve instalments with the first two
 * joined, and a total too small for them (under 122 cents) is refused the same way, with a
 * RangeError.
 */
export function carInstalmentPlan(totalIfPaidByInstalmentCents: number): CarInstalmentPlan {
  const months = monthlyInstalmentPlan(totalIfPaidByInstalmentCents);
  if (months.instalments !== CAR_MONTHS) {
    throw new Error(`The car plan has ${CAR_MONTHS} months, the shared plan ${months.instalments}`);
  }
  const depositCents = months.instalmentCents * CAR_MONTHLY_PLAN.depositMonths;
  return {
    totalCents: months.totalCents,
    monthlyCents: months.instalmentCents,
    depositCents,
    directDebits: {
      instalments: CAR_MONTHLY_PLAN.instalments,
      instalmentCents: months.instalmentCents,
      lastInstalmentCents: months.lastInstalmentCents,
      totalCents: months.totalCents - depositCents,
    },
  };
}

/**
 * The plan as the customer reads it, the same on every screen and document: 'A deposit of €120.00
 * by card, then 9 monthly payments of €60.00 and a last payment of €59.95'.
 */
export function carInstalmentsInWords(plan: CarInstalmentPlan): string {
  return `A deposit of ${formatEuro(plan.depositCents)} by card, then ${instalmentsInWords(plan.directDebits)}`;
}
