import { DISPLAY_DATE_FORMAT, normaliseTypedDate, type TwoDigitYears } from '@wallet/domain';
import type { ChangeEvent, ComponentProps, FocusEvent } from 'react';
import { TextField } from './text-field';

const SEGMENT_LENGTHS = [2, 2, 4] as const;
const SEPARATOR = /[\s/.,-]/;

/**
 * platform.md 5: the date mask dd/mm/yyyy, kept loose enough for what people type. Any of '/',
 * '-', '.', ',' or a space between the parts shows as '/' (so '14-7-88' stays 14, 7 and 88);
 * a slash is added when a day or month already has two digits and another digit comes (so
 * '14071988' typed on a keypad without separators reads 14/07/1988). Anything else is dropped.
 */
export function maskDateInput(raw: string): string {
  let text = '';
  let segment = 0;
  let length = 0;
  for (const char of raw) {
    if (SEPARATOR.test(char)) {
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
  /**
   * What a two-digit year means in this field: a birth or claim date is in the past ('past'),
   * a start date near today ('near'). See packages/domain typed-date.ts.
   */
  twoDigitYears: TwoDigitYears;
  /** Turns on the browser's birthday autofill. */
  birthDate?: boolean;
};

/**
 * platform.md 2.12 'date picker': a DD/MM/YYYY text input (typing beats a calendar for birth
 * dates). It takes the date as it is typed ('14-7-88', '1/12/26') and, on leaving the field,
 * shows what it understood as DD/MM/YYYY (14/07/1988), so the customer sees the date the form
 * will use. The keypad is the numeric one with a '.' (inputmode decimal): a day or month of one
 * digit needs a separator, which the plain numeric keypad lacks.
 */
export function DateField({
  twoDigitYears,
  birthDate = false,
  hint,
  onChange,
  onBlur,
  ...props
}: DateFieldProps) {
  return (
    <TextField
      type="text"
      inputMode="decimal"
      autoComplete={birthDate ? 'bday' : 'off'}
      maxLength={14}
      hint={hint ?? `${DISPLAY_DATE_FORMAT}, for example 31/03/1980`}
      placeholder={DISPLAY_DATE_FORMAT}
      {...props}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const masked = maskDateInput(event.target.value);
        if (masked !== event.target.value) event.target.value = masked;
        onChange?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        const shown = normaliseTypedDate(event.target.value, twoDigitYears);
        if (shown !== event.target.value) {
          event.target.value = shown;
          // A change, not a blur, so whoever follows the field's value (the journey store) hears it.
          onChange?.({ ...event, type: 'change' } as ChangeEvent<HTMLInputElement>);
        }
        onBlur?.(event);
      }}
    />
  );
}
