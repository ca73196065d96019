import type { CarQuoteForms } from '@wallet/domain';
import type { FieldPath } from 'react-hook-form';

/** A field of the car form, by its path ('yourCover.additionalDrivers.0.title'). */
export type CarPath = FieldPath<CarQuoteForms>;

/** The options of a select from a list of codes and their labels. */
export function optionsOf<Code extends string | number>(
  codes: readonly Code[],
  labels: Record<Code, string>,
): { value: string; label: string }[] {
  return codes.map((code) => ({ value: String(code), label: labels[code] }));
}

/** 0 to `max` as a select offers them (the claims and offences counts). */
export function countOptionsUpTo(max: number): { value: string; label: string }[] {
  return Array.from({ length: max + 1 }, (_, count) => ({
    value: String(count),
    label: String(count),
  }));
}
