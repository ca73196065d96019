import { PROGRESS_STEPS } from '@wallet/domain';
import type { HomeJourneyCard } from '../journey/home-journey';

/** home.md 2: the three steps of Get Quotes, in order; the last path segment names the step. */
export const GET_QUOTE_STEPS = [
  'aboutYou',
  'yourHome',
  'yourCover',
] as const satisfies readonly HomeJourneyCard[];
export type GetQuoteStep = (typeof GET_QUOTE_STEPS)[number];

export const GET_QUOTE_CARD_TITLES: Record<GetQuoteStep, string> = {
  aboutYou: 'About you',
  yourHome: 'Your home',
  yourCover: 'Your cover',
};

/** platform.md 2.9: the progress steps of a new home quote. */
export const HOME_QUOTE_PROGRESS_STEPS = PROGRESS_STEPS.homeQuote;

export const PROGRESS_STEP_OF: Record<GetQuoteStep, (typeof HOME_QUOTE_PROGRESS_STEPS)[number]> = {
  aboutYou: 'About You',
  yourHome: 'Your Home',
  yourCover: 'Your Cover',
};

export function isGetQuoteStep(value: string | undefined): value is GetQuoteStep {
  return (GET_QUOTE_STEPS as readonly string[]).includes(value ?? '');
}

export function getQuotePath(step: GetQuoteStep): string {
  return `/wallet/getquote/${step}`;
}

export function previousStep(step: GetQuoteStep): GetQuoteStep | null {
  const index = GET_QUOTE_STEPS.indexOf(step);
  return index > 0 ? GET_QUOTE_STEPS[index - 1]! : null;
}

export function nextStep(step: GetQuoteStep): GetQuoteStep | null {
  const index = GET_QUOTE_STEPS.indexOf(step);
  return GET_QUOTE_STEPS[index + 1] ?? null;
}
