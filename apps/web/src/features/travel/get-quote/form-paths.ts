import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { TravelQuoteForms } from '@wallet/domain';

export type TravelForm = UseFormReturn<TravelQuoteForms>;
export type TravelPath = FieldPath<TravelQuoteForms>;

/**
 * Applies what a dependent reset of the domain (car-travel-payment.md 4) made of a card: each
 * answer it changed is set, the others are left alone, so nothing the customer typed elsewhere
 * is touched.
 */
export function setChangedAnswers<Card extends keyof TravelQuoteForms>(
  form: Pick<TravelForm, 'setValue'>,
  card: Card,
  before: TravelQuoteForms[Card],
  after: TravelQuoteForms[Card],
): void {
  for (const [key, value] of Object.entries(after)) {
    const previous = (before as Record<string, unknown>)[key];
    if (JSON.stringify(previous) === JSON.stringify(value)) continue;
    form.setValue(`${card}.${key}` as TravelPath, value as never, { shouldDirty: true });
  }
}
