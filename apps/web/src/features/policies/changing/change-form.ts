import {
  CHANGE_PAYMENT_METHODS,
  POLICY_CHANGE_MESSAGES,
  changeEffectiveDateMessage,
  isoToDisplayDate,
  typedToIsoDate,
} from '@wallet/domain';
import type { ChangeProblems } from '../../../lib/policy-change-form';

/** The page's own field ids (a product's form names its own), which the error summary links to. */
export const CHANGE_FIELD_IDS = {
  effective_date: 'change-start-date',
  nameOnCard: 'change-name-on-card',
  card: 'change-card',
  payment: 'change-payment',
} as const;

/** The day the change starts as first shown: today, as DD/MM/YYYY. */
export const startTextOf = (today: string) => isoToDisplayDate(today) ?? today;

/**
 * The change the product's form asks for with the day it starts, and everything wrong with both
 * (the domain's rules, the API's own messages).
 */
export function checkedChange(
  product: { change: object; problems: ChangeProblems },
  startText: string,
  endDate: string,
  today: string,
): { change: object; effectiveDate: string | null; problems: ChangeProblems } {
  const problems: ChangeProblems = { ...product.problems };
  const typed = startText.trim();
  const effectiveDate = typed ? (typedToIsoDate(typed, 'near') ?? null) : null;
  const dateProblem =
    typed && !effectiveDate
      ? POLICY_CHANGE_MESSAGES.effectiveDateInvalid
      : changeEffectiveDateMessage(effectiveDate ?? undefined, endDate, today);
  if (dateProblem) problems.effective_date = dateProblem;
  return { change: product.change, effectiveDate: dateProblem ? null : effectiveDate, problems };
}

/** The ways to pay a charge the quote offers, in the domain's order. */
export const payMethodsOf = (payBy: readonly string[]) =>
  CHANGE_PAYMENT_METHODS.filter((method) => payBy.includes(method));
