import { bicOfIrishIban, normaliseBankCode } from '@wallet/domain';
import {
  Controller,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { TextField } from './text-field';

/** The labels and hints of a bank account's codes, wherever one is asked for. */
export const BANK_CODE_TEXTS = {
  iban: 'IBAN',
  ibanHint: 'Your 22-character account number, starting IE for an Irish account',
  bic: 'BIC',
  bicHint:
    'Your bank’s 8 or 11-character identifier. We fill it in from an Irish IBAN when we know the bank; you can change it.',
} as const;

type BankCodes = { iban: string; bic: string };

/**
 * A bank account's IBAN and BIC (a direct debit at checkout, a new mandate on a policy), kept to
 * upper-case letters and digits as they are typed. An Irish IBAN of a bank we know fills in the
 * BIC, which stays the customer's to change: a BIC they typed themselves is never overwritten. A
 * code is checked when the customer leaves it, and again as they correct it.
 */
export function BankCodeFields<T extends FieldValues & BankCodes>({
  form,
  ids,
  disabled,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  ids: { iban: string; bic: string };
  disabled: boolean;
}) {
  const {
    control,
    trigger,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  // The form's own names for the two codes, which every form with them shares.
  const IBAN = 'iban' as Path<T>;
  const BIC = 'bic' as Path<T>;

  const fillBicFrom = (previousIban: string, iban: string) => {
    const filledBefore = bicOfIrishIban(previousIban);
    const bic = getValues(BIC) as string;
    if (bic !== '' && bic !== filledBefore) return;
    const derived = bicOfIrishIban(iban) ?? '';
    if (derived === bic) return;
    setValue(BIC, derived as PathValue<T, Path<T>>);
    if (errors.bic) void trigger(BIC);
  };

  return (['iban', 'bic'] as const).map((name) => (
    <Controller
      key={name}
      control={control}
      name={name === 'iban' ? IBAN : BIC}
      render={({ field }) => (
        <TextField
          id={ids[name]}
          label={BANK_CODE_TEXTS[name]}
          hint={name === 'iban' ? BANK_CODE_TEXTS.ibanHint : BANK_CODE_TEXTS.bicHint}
          error={errors[name]?.message as string | undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={disabled}
          name={field.name}
          ref={field.ref}
          value={field.value as string}
          onChange={(event) => {
            const value = normaliseBankCode(event.target.value);
            if (name === 'iban') fillBicFrom(field.value as string, value);
            field.onChange(value);
            if (errors[name]) void trigger(field.name);
          }}
          onBlur={() => {
            field.onBlur();
            void trigger(field.name);
          }}
        />
      )}
    />
  ));
}
