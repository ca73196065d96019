import type { SelectOption } from '../select-field';

/** A list of counts where the last one means 'that many or more' (8+, 10+, 4+, 6+). */
export function countOptions(counts: readonly number[]): SelectOption[] {
  const last = counts[counts.length - 1];
  return counts.map((count) => ({
    value: String(count),
    label: count === last ? `${count}+` : String(count),
  }));
}

export function textOptions(values: readonly string[], labels?: Record<string, string>) {
  return values.map((value) => ({ value, label: labels?.[value] ?? value }));
}

export const SELECT_PLACEHOLDER = 'Please select';
