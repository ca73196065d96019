import type { z } from 'zod';

/*
 * The rules of a typed field that every product's forms share. The forms check their fields in one
 * refinement per form rather than field by field, because most rules depend on other answers
 * (cover type, promo code, trip type). Each rule gives the first problem of a value, so a field
 * shows one message at a time.
 */

/** A rule's finding: the message to show, or nothing when the value passes. */
export type Problem = string | undefined;

export function report(
  context: z.RefinementCtx,
  path: readonly PropertyKey[],
  problem: Problem,
): void {
  if (problem) context.addIssue({ code: 'custom', path: [...path], message: problem });
}

export const isBlank = (value: string | null | undefined) => !value || value.trim() === '';

/** Money as typed ('250,000', '€ 250000'): grouping commas, spaces and the euro sign are layout. */
export function stripMoney(value: string): string {
  return value.replace(/[\s,€]/g, '');
}

/** A whole number of euro as typed, or nothing when it is empty or not a whole number. */
export function wholeEuroOf(value: string): number | undefined {
  const digits = stripMoney(value);
  return /^\d+$/.test(digits) ? Number(digits) : undefined;
}

/** The number a select holds as text ('' when nothing is chosen), or nothing. */
export function selectedNumberOf(value: string): number | undefined {
  return /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

/** A text answer with its surrounding spaces removed, or nothing when blank. */
export function optionalText(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

/** An object without its undefined entries: a payload leaves out the answers not given. */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
