import { DISPLAY_DATE_FORMAT } from '@wallet/domain';
import type { ChangeEvent, ComponentProps } from 'react';
import { TextField } from './text-field';

const SEGMENT_LENGTHS = [2, 2, 4] as const;

/**
 * platform.md 5: the date mask dd/mm/yyyy. A slash is added when a day or month is complete and
 * the next digit comes; a slash typed early ('1/2/1980') is kept.
 */
export function maskDateInput(raw: string): string {
  let text = '';
  let segment = 0;
  let length = 0;
  for (const char of raw) {
    if (char === '/') {
      if (length > 0 && segment < 2) {
        text += '/';
        segment += 1;
        length = 0;
      }
    } else if (/\d/.test(char)) {
      if (length === SEGMENT_LENGTHS[segment] && segment < 2) {
        text += '/';
        segment += 1;
        length = 0;
      }
      if (length < SEGMENT_LENGTHS[segment]!) {
        text += char;
        length += 1;
      }
    }
  }
  return text;
}

type DateFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode'> & {
  /** Turns on the browser's birthday autofill. */
  birthDate?: boolean;
};

/** platform.md 2.12 'date picker': a DD/MM/YYYY text input (typing beats a calendar for birth dates). */
export function DateField({ birthDate = false, hint, onChange, ...props }: DateFieldProps) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete={birthDate ? 'bday' : 'off'}
      maxLength={10}
      hint={hint ?? 'For example, 31/03/1980'}
      placeholder={DISPLAY_DATE_FORMAT}
      {...props}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const masked = maskDateInput(event.target.value);
        if (masked !== event.target.value) event.target.value = masked;
        onChange?.(event);
      }}
    />
  );
}
