import type { z } from 'zod';
import { personNameProblem } from '../person-name.js';
import { ABOUT_YOU_MESSAGES } from './home-messages.js';

/*
 * The home forms check their fields in one refinement per form rather than field by field, because
 * most rules depend on other answers (cover type, promo code, joint ownership). Each rule below
 * gives the first problem of a value, so a field shows one message at a time.
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

/**
 * home.md 5: a first name or surname, by the one name rule (person-name.ts). Digits alone earn
 * 'Numbers are not permitted'; any other character the rule does not allow, with or without
 * digits, earns the message naming both.
 */
export function nameProblem(value: string, requiredMessage: string): Problem {
  return personNameProblem(value, {
    required: requiredMessage,
    characters: ABOUT_YOU_MESSAGES.nameSpecialCharacters,
    numbers: ABOUT_YOU_MESSAGES.nameNumbers,
    tooShort: ABOUT_YOU_MESSAGES.nameTooShort,
    tooLong: ABOUT_YOU_MESSAGES.nameTooLong,
  });
}

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
