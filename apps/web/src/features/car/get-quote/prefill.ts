import { CAR_QUOTE_FORM_DEFAULTS, type CarQuoteForms } from '@wallet/domain';
import { mergeCards, storedCards } from '../../../ui/journey/journey-prefill';

/** car-travel-payment.md 4: the prefill's sources, each later one's answers winning. */
export function mergeCarPrefill(
  ...sources: ReadonlyArray<Partial<CarQuoteForms> | null | undefined>
): CarQuoteForms {
  return mergeCards(CAR_QUOTE_FORM_DEFAULTS, sources);
}

/** Car forms stored by any build (the journey, the saved answers), as the form holds them now. */
export function storedCarForms(stored: unknown): CarQuoteForms | null {
  return storedCards(CAR_QUOTE_FORM_DEFAULTS, stored);
}
