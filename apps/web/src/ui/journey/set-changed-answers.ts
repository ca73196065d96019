import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * Applies what a dependent reset of the domain (car-travel-payment.md 4) made of a block of
 * answers (a card, a driver): each answer it changed is set, the others are left alone, so nothing
 * the customer typed elsewhere is touched. `at` is the block's path in the form ('aboutYou',
 * 'yourCover.additionalDrivers.0').
 */
export function setChangedAnswers<Forms extends FieldValues>(
  form: Pick<UseFormReturn<Forms>, 'setValue'>,
  at: string,
  before: object,
  after: object,
): void {
  for (const [key, value] of Object.entries(after)) {
    const previous = (before as Record<string, unknown>)[key];
    if (JSON.stringify(previous) === JSON.stringify(value)) continue;
    const path = `${at}.${key}` as Path<Forms>;
    form.setValue(path, value as PathValue<Forms, Path<Forms>>, { shouldDirty: true });
  }
}
