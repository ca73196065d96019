import type { ChangeEvent, ComponentProps } from 'react';
import { groupThousands } from '@wallet/domain';
import { TextField } from './text-field';

/** home.md 5 'Formats': whole euro with thousands separators; the schema strips the commas. */
export function formatMoneyInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return groupThousands(digits);
}

type MoneyFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode'>;

/** A euro amount typed as digits and shown grouped (250,000). */
export function MoneyField({ onChange, className, ...props }: MoneyFieldProps) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="off"
      className={className}
      {...props}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const formatted = formatMoneyInput(event.target.value);
        if (formatted !== event.target.value) event.target.value = formatted;
        onChange?.(event);
      }}
    />
  );
}
